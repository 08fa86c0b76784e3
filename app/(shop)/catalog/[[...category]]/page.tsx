import type { Metadata } from 'next';

import { notFoundMetadata } from '@/app/_components/not-found-page';
import { PageNotFound } from '@/app/_components/page-not-found';
import { UnavailablePage } from '@/app/_components/unavailable-page';
import { Breadcrumbs, type BreadcrumbItem } from '@/components/ui/breadcrumbs';
import { getBannersFor } from '@/features/banners/api/get-banners';
import {
  categoryPath,
  getCatalogPage,
  popularCategories,
} from '@/features/catalog/api/get-catalog-page';
import { CatalogEmpty } from '@/features/catalog/components/catalog-empty';
import { CatalogListing } from '@/features/catalog/components/catalog-listing';
import { listingMetadata } from '@/features/catalog/utils/listing-metadata';
import { getSeoRecordOrNone } from '@/features/seo/api/get-seo-record';
import { loadShops } from '@/features/shops/api/get-shops';
import { siteUrl } from '@/lib/platform/env';
import { readPageData, UNAVAILABLE_METADATA } from '@/lib/platform/page-cache/page-data';
import { SEARCH_LIST, catalogListName } from '@/lib/shop/analytics/lists';
import {
  CATALOG_DEFAULTS,
  EMPTY_FILTERS,
  catalogHref,
  hasFilters,
  parseCatalogQuery,
  withFilters,
} from '@/lib/shop/catalog-query';
import { productCount } from '@/lib/shop/format/plural';
import { isRingCategory } from '@/lib/shop/ring-size/ring-sizes';
import { JsonLd, breadcrumbJsonLd } from '@/lib/shop/seo/json-ld';

type Props = {
  params: Promise<{ category?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const ROOT_TITLE = 'Ювелирные украшения';
const ROOT_DESCRIPTION =
  'Каталог ювелирных украшений из золота и серебра: кольца, серьги, подвески, цепи и браслеты.';

/** The listing, or `{ ok: false }` when the catalogue service could not give it. */
async function data({ params, searchParams }: Props) {
  const { category = [] } = await params;
  const query = await searchParams;
  const read = await readPageData(() => getCatalogPage(category, query));
  // «ПРОДОЛЖИТЬ» of the error card keeps the shopper's filters, sort and page
  return { read, path: catalogHref(categoryPath(category), parseCatalogQuery(query)) };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { read } = await data(props);
  if (!read.ok) return UNAVAILABLE_METADATA;
  if (!read.data) return notFoundMetadata;
  const { current, query, basePath } = read.data;
  const seo = await getSeoRecordOrNone(basePath);
  return listingMetadata({
    basePath,
    query,
    defaults: CATALOG_DEFAULTS,
    title: seo?.title || current?.seoTitle || current?.name || ROOT_TITLE,
    description: seo?.description || current?.seoDescription || ROOT_DESCRIPTION,
  });
}

/**
 * The catalogue (spec 2.4): breadcrumbs from «Каталог», the heading («Ювелирные украшения» without a
 * category, «Результаты поиска» for a search), the count, filters, sort, the grid with banners
 * after full rows, «Показать ещё» and page links. Rendered on the server from cached getters.
 */
export default async function CatalogPage(props: Props) {
  const { read, path } = await data(props);
  if (!read.ok) return <UnavailablePage path={path} />;
  if (!read.data) return <PageNotFound />;
  const { tree, trail, current, query, list, basePath } = read.data;
  const [banners, seo, { shops }] = await Promise.all([
    getBannersFor('catalog'),
    getSeoRecordOrNone(basePath),
    // the same list for everybody (cached): the shop this device remembers is the browser's
    loadShops(),
  ]);
  const crumbs: BreadcrumbItem[] = [
    { label: 'Каталог', href: '/catalog/' },
    ...trail.map((category, index) => ({
      label: category.name,
      href: categoryPath(trail.slice(0, index + 1).map((item) => item.slug)),
    })),
  ];
  if (query.search) crumbs.push({ label: 'Результаты поиска' });
  const total = list.products.total;
  return (
    <div className="page container">
      <JsonLd data={breadcrumbJsonLd(crumbs, siteUrl())} />
      <Breadcrumbs items={crumbs} />
      <h1 className="page-title">
        {query.search ? 'Результаты поиска' : seo?.h1 || (current?.name ?? ROOT_TITLE)}
      </h1>
      {query.search && <p className="lead">по запросу «{query.search}»</p>}
      {!query.search && (seo?.text || current?.seoDescription) && (
        <p className="lead">{seo?.text || current?.seoDescription}</p>
      )}
      <p aria-live="polite">{productCount(total)}</p>
      <CatalogListing
        basePath={basePath}
        query={query}
        defaults={CATALOG_DEFAULTS}
        source={{ kind: 'category', slug: current?.slug ?? null }}
        listName={
          query.search ? SEARCH_LIST : catalogListName(trail.map((category) => category.name))
        }
        products={list.products.items}
        lastPage={list.pagination.last_page}
        facets={list.filters}
        banners={banners}
        ring={isRingCategory(trail)}
        shops={shops?.map(({ id, name }) => ({ id, name })) ?? []}
        empty={
          <CatalogEmpty
            search={query.search}
            filtered={hasFilters(query.filters)}
            resetHref={catalogHref(basePath, withFilters(query, EMPTY_FILTERS), CATALOG_DEFAULTS)}
            categories={popularCategories(tree)}
          />
        }
      />
    </div>
  );
}
