import type { Metadata } from 'next';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCollectionPage } from '@/features/catalog/api/get-collection-page';
import { CatalogEmpty } from '@/features/catalog/components/catalog-empty';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { listingMetadata } from '@/features/catalog/utils/listing-metadata';
import {
  COLLECTION_DEFAULTS,
  EMPTY_FILTERS,
  catalogHref,
  hasFilters,
  withFilters,
} from '@/lib/catalog-query';
import { productCount } from '@/lib/format/plural';

type Props = {
  params: Promise<{ collectionSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

async function data({ params, searchParams }: Props) {
  const { collectionSlug } = await params;
  return getCollectionPage(collectionSlug, await searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { collection, query, basePath } = await data(props);
  return listingMetadata({
    basePath,
    query,
    defaults: COLLECTION_DEFAULTS,
    title: collection.seoTitle || collection.name,
    description: collection.seoDescription || collection.description,
  });
}

/**
 * A collection loaded by its slug (spec 2.4): the catalogue's listing (filters, sort, pages,
 * «Показать ещё») with the collection defaults: price ascending, 40 a page (spec 4, 9).
 */
export default async function CollectionPage(props: Props) {
  const { collection, items, total, filters, query, lastPage, basePath } = await data(props);
  return (
    <div className="page container">
      <Breadcrumbs
        items={[
          { label: 'Главная', href: '/' },
          { label: 'Коллекции', href: '/collections/' },
          { label: collection.name },
        ]}
      />
      <h1 className="page-title">{collection.name}</h1>
      <p className="lead">{collection.description}</p>
      <p aria-live="polite">{productCount(total)}</p>
      <CatalogListing
        basePath={basePath}
        query={query}
        defaults={COLLECTION_DEFAULTS}
        source={{ kind: 'collection', slug: collection.slug }}
        products={items}
        lastPage={lastPage}
        facets={filters ?? null}
        empty={
          <CatalogEmpty
            search=""
            filtered={hasFilters(query.filters)}
            resetHref={catalogHref(
              basePath,
              withFilters(query, EMPTY_FILTERS),
              COLLECTION_DEFAULTS,
            )}
            categories={[{ label: 'Все коллекции', href: '/collections/' }]}
          />
        }
      />
    </div>
  );
}
