import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { Pagination } from '@/components/ui/pagination';
import { getCollections } from '@/features/collections/api/get-collections';
import { CollectionGrid } from '@/features/collections/components/collection-grid';
import { CollectionSearch } from '@/features/collections/components/collection-search';
import {
  collectionsHref,
  parseCollectionsQuery,
} from '@/features/collections/utils/collections-query';
import { COLLECTIONS_PAGE_SIZE } from '@/lib/shop/constants';
import { sitePage } from '@/lib/shop/site-pages';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

const PATH = '/collections/';

/** The query's page of collections, and whether that page exists (past the last: the 404). */
async function readPage(query: ReturnType<typeof parseCollectionsQuery>) {
  const { list, total } = await getCollections({
    skip: (query.page - 1) * COLLECTIONS_PAGE_SIZE,
    limit: COLLECTIONS_PAGE_SIZE,
    ...(query.q ? { searchQuery: query.q } : {}),
  });
  const lastPage = Math.max(1, Math.ceil(total / COLLECTIONS_PAGE_SIZE));
  return { list, lastPage, exists: query.page <= lastPage };
}

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  const query = parseCollectionsQuery(await searchParams);
  const { q, page } = query;
  // the 404's own head (spec 2.5), in the HTML and in the browser alike
  if (page > 1 && !(await readPage(query)).exists) return notFoundMetadata;
  const entry = sitePage(PATH);
  if (q) {
    return {
      title: `Поиск по коллекциям: ${q}`,
      description: entry.description,
      alternates: { canonical: PATH },
      robots: { index: false, follow: true },
    };
  }
  return {
    title: page > 1 ? `${entry.title} — страница ${page}` : entry.title,
    description: entry.description,
    alternates: { canonical: collectionsHref({ q: '', page }) },
  };
}

/** All collections (spec 2.4), 8 a page, with a search by name. */
export default async function CollectionsPage({ searchParams }: Props) {
  const query = parseCollectionsQuery(await searchParams);
  const { list, lastPage, exists } = await readPage(query);
  if (!exists) return <PageNotFound />;
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Коллекции' }]} />
      <h1 className="page-title">Коллекции</h1>
      <CollectionSearch value={query.q} />
      {list.length === 0 ? (
        <p className="lead">
          {query.q ? `По запросу «${query.q}» коллекций не нашлось. ` : 'Коллекций пока нет. '}
          <a href={PATH}>Все коллекции</a>
        </p>
      ) : (
        <CollectionGrid collections={list} />
      )}
      <Pagination
        page={query.page}
        lastPage={lastPage}
        hrefFor={(page) => collectionsHref({ q: query.q, page })}
      />
    </div>
  );
}
