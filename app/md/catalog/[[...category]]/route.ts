import { getCatalogPage } from '@/features/catalog/api/get-catalog-page';
import { listingMetadata } from '@/features/catalog/utils/listing-metadata';
import { getSeoRecordOrNone } from '@/features/seo/api/get-seo-record';
import { isOutage } from '@/lib/platform/api/mark-degraded';
import { siteUrl } from '@/lib/platform/env';
import { CATALOG_DEFAULTS } from '@/lib/shop/catalog-query';
import { renderListingMarkdown } from '@/lib/shop/markdown/listing-markdown';

import {
  markdownNotFound,
  markdownResponse,
  markdownUnavailable,
} from '../../_lib/markdown-response';

// drawn per request from the data cache, like the listing page (SITE_URL is a runtime setting)
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ category?: string[] }> };

const ROOT_TITLE = 'Ювелирные украшения';

/**
 * A catalogue listing as Markdown: `/catalog.md`, `/catalog/{category}.md` (with the listing's own
 * query), or the listing's address asked with `Accept: text/markdown` (proxy.ts rewrites them
 * here; docs/assistants.md). The same cached getters as the page; the heading as the page draws it.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { category = [] } = await params;
  const origin = siteUrl();
  let listing;
  try {
    listing = await getCatalogPage(category, new URL(request.url).searchParams);
  } catch (error) {
    if (!isOutage(error)) throw error;
    return markdownUnavailable();
  }
  if (!listing) return markdownNotFound(origin);
  const { current, query, list, basePath } = listing;
  const seo = await getSeoRecordOrNone(basePath);
  const heading = query.search ? 'Результаты поиска' : seo?.h1 || (current?.name ?? ROOT_TITLE);
  const { alternates } = listingMetadata({
    basePath,
    query,
    defaults: CATALOG_DEFAULTS,
    title: heading,
    description: '',
  });
  const canonical = typeof alternates?.canonical === 'string' ? alternates.canonical : basePath;
  const body = renderListingMarkdown({
    heading,
    basePath,
    query,
    total: list.products.total,
    lastPage: list.pagination.last_page,
    products: list.products.items,
    facets: list.filters,
    canonical,
    origin,
  });
  return markdownResponse(request, body, `${origin}${canonical}`);
}
