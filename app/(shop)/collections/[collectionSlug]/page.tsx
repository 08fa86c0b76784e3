import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { UnavailablePage } from '@/app/_components/unavailable-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getCollectionPage } from '@/features/catalog/api/get-collection-page';
import { CatalogEmpty } from '@/features/catalog/components/catalog-empty';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { listingMetadata } from '@/features/catalog/utils/listing-metadata';
import { getSeoRecordOrNone } from '@/features/seo/api/get-seo-record';
import { loadShops } from '@/features/shops/api/get-shops';
import { siteUrl } from '@/lib/platform/env';
import { readPageData, UNAVAILABLE_METADATA } from '@/lib/platform/page-cache/page-data';
import { collectionListName } from '@/lib/shop/analytics/lists';
import {
  COLLECTION_DEFAULTS,
  EMPTY_FILTERS,
  catalogHref,
  hasFilters,
  parseCatalogQuery,
  withFilters,
} from '@/lib/shop/catalog-query';
import { productCount } from '@/lib/shop/format/plural';
import { JsonLd, breadcrumbJsonLd } from '@/lib/shop/seo/json-ld';

type Props = {
  params: Promise<{ collectionSlug: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

/** The collection's listing, or `{ ok: false }` when the services could not give it. */
async function data({ params, searchParams }: Props) {
  const { collectionSlug } = await params;
  const query = await searchParams;
  const read = await readPageData(() => getCollectionPage(collectionSlug, query));
  const basePath = `/collections/${encodeURIComponent(collectionSlug)}/`;
  return { read, path: catalogHref(basePath, parseCatalogQuery(query, COLLECTION_DEFAULTS)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { read } = await data(props);
  if (!read.ok) return UNAVAILABLE_METADATA;
  if (!read.data) return notFoundMetadata;
  const { collection, query, basePath } = read.data;
  const seo = await getSeoRecordOrNone(basePath);
  return listingMetadata({
    basePath,
    query,
    defaults: COLLECTION_DEFAULTS,
    title: seo?.title || collection.seoTitle || collection.name,
    description: seo?.description || collection.seoDescription || collection.description,
  });
}

/**
 * A collection loaded by its slug (spec 2.4): the catalogue's listing (filters, sort, pages,
 * «Показать ещё») with the collection defaults: price ascending, 40 a page (spec 4, 9).
 */
export default async function CollectionPage(props: Props) {
  const { read, path } = await data(props);
  if (!read.ok) return <UnavailablePage path={path} />;
  if (!read.data) return <PageNotFound />;
  const { collection, items, total, filters, query, lastPage, basePath } = read.data;
  const [seo, { shops }] = await Promise.all([
    getSeoRecordOrNone(basePath),
    // the same list for everybody (cached): the shop this device remembers is the browser's
    loadShops(),
  ]);
  const crumbs = [
    { label: 'Главная', href: '/' },
    { label: 'Коллекции', href: '/collections/' },
    { label: collection.name },
  ];
  return (
    <div className="page container">
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl())} />
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">{seo?.h1 || collection.name}</h1>
      <p className="lead">{seo?.text || collection.description}</p>
      <p aria-live="polite">{productCount(total)}</p>
      <CatalogListing
        basePath={basePath}
        query={query}
        defaults={COLLECTION_DEFAULTS}
        source={{ kind: 'collection', slug: collection.slug }}
        listName={collectionListName(collection.name)}
        products={items}
        lastPage={lastPage}
        facets={filters ?? null}
        shops={shops?.map(({ id, name }) => ({ id, name })) ?? []}
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
