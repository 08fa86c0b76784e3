import type { Metadata } from 'next';

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
import {
  CATALOG_DEFAULTS,
  EMPTY_FILTERS,
  catalogHref,
  hasFilters,
  withFilters,
} from '@/lib/catalog-query';
import { siteUrl } from '@/lib/env';
import { productCount } from '@/lib/format/plural';
import { JsonLd, breadcrumbJsonLd } from '@/lib/seo/json-ld';

type Props = {
  params: Promise<{ category?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const ROOT_TITLE = 'Ювелирные украшения';
const ROOT_DESCRIPTION =
  'Каталог ювелирных украшений из золота и серебра: кольца, серьги, подвески, цепи и браслеты.';

async function data({ params, searchParams }: Props) {
  const { category = [] } = await params;
  return getCatalogPage(category, await searchParams);
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { current, query, basePath } = await data(props);
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
  const { tree, trail, current, query, list, basePath } = await data(props);
  const [banners, seo] = await Promise.all([
    getBannersFor('catalog'),
    getSeoRecordOrNone(basePath),
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
        products={list.products.items}
        lastPage={list.pagination.last_page}
        facets={list.filters}
        banners={banners}
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
