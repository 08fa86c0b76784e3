import { getProduct } from '@/features/product/api/get-product';
import { productPath } from '@/features/product/seo';
import { readProductStock } from '@/features/reservation/api/read-product-stock';
import { isOutage } from '@/lib/platform/api/mark-degraded';
import { siteUrl } from '@/lib/platform/env';
import { renderProductMarkdown } from '@/lib/shop/markdown/product-markdown';

import {
  markdownNotFound,
  markdownResponse,
  markdownUnavailable,
} from '../../_lib/markdown-response';

// drawn per request from the data cache, like the product page (SITE_URL is a runtime setting)
export const dynamic = 'force-dynamic';

type Context = { params: Promise<{ slug: string }> };

/**
 * The product page as Markdown: `/product/{slug}.md`, or `/product/{slug}/` asked with
 * `Accept: text/markdown` (proxy.ts rewrites both here; docs/assistants.md). Reads the same cached
 * getter as the page and, at the same time, the stock per shop (fresh, optional: a failed read
 * leaves the view whole with a note); nothing of the shopper's.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { slug } = await params;
  const origin = siteUrl();
  const stock = readProductStock(slug);
  let product;
  try {
    product = await getProduct(slug);
  } catch (error) {
    if (!isOutage(error)) throw error;
    return markdownUnavailable();
  }
  if (!product) return markdownNotFound(origin);
  const body = renderProductMarkdown(product, origin, await stock);
  return markdownResponse(request, body, `${origin}${productPath(product)}`);
}
