import { expect, test, type APIRequestContext } from '@playwright/test';

import { PAGE_VIEW } from './helpers';

/**
 * A cache never answers what a fresh render would not: every kept route, with each parameter it
 * reads (and a tracking one it does not), is asked for as a page view until the page cache
 * answers from its kept copy, then rendered fresh (a request that is not a page view goes straight
 * to Next, never through the page cache), and the two must say the same.
 */

/** The text a shopper reads in the page's main part: no scripts, no tags, spaces collapsed. */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

async function keptView(request: APIRequestContext, path: string): Promise<string> {
  let body = '';
  await expect
    .poll(
      async () => {
        const response = await request.get(path, { headers: PAGE_VIEW });
        expect(response.status(), path).toBe(200);
        body = await response.text();
        return response.headers()['x-page-cache'];
      },
      { message: `${path} is served from the page cache`, timeout: 20_000 },
    )
    .toBe('HIT');
  return body;
}

async function freshRender(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path, { headers: { accept: '*/*' } });
  expect(response.status(), path).toBe(200);
  expect(response.headers()['x-page-cache'], `${path} rendered fresh`).toBeUndefined();
  return response.text();
}

async function ringWithSizes(request: APIRequestContext) {
  const list = await request.post('/svc/catalog/product/list/by-category/kolca', {
    data: { limit: 20 },
  });
  type Item = { slug: string; productOffers: { size?: string | null; count: number }[] };
  const { products } = (await list.json()) as { products: { items: Item[] } };
  for (const product of products.items) {
    const sizes = product.productOffers
      .filter((offer) => offer.size?.trim() && offer.count > 0)
      .map((offer) => offer.size!.trim());
    if (sizes.length >= 2) return { slug: product.slug, size: sizes[1]! };
  }
  throw new Error('no ring with two sizes in stock');
}

test('every kept route, with each parameter it reads, says from the cache what a fresh render says', async ({
  request,
}) => {
  test.setTimeout(180_000);
  const ring = await ringWithSizes(request);
  const search = encodeURIComponent('кольцо');
  const paths = [
    '/',
    '/?utm_source=mail&gclid=1',
    '/catalog/',
    `/catalog/?filter[search]=${search}`,
    '/catalog/kolca/?sort=new',
    '/catalog/kolca/?sort=price_asc&page=2',
    '/catalog/kolca/?filters=list_1_105',
    '/catalog/kolca/?filters=numeric_price_50000,',
    `/product/${ring.slug}/`,
    `/product/${ring.slug}/?size=${encodeURIComponent(ring.size)}`,
    '/collections/',
    `/collections/?q=${encodeURIComponent('Аутлет')}`,
    '/collections/outlet/',
    '/collections/outlet/?sort=new',
    '/collections/outlet/?sort=price_asc',
    '/blog/',
    '/blog/?page=2',
    '/blog/?category=uhod-za-ukrasheniyami',
    // content pages are kept too: every page but the ones page-cache.ts names
    '/about/',
    '/delivery/',
    '/addresses/',
    '/vacancies/',
    '/vacancies/?department=4',
    '/vacancies/kurer-moskva/',
    '/landing/zoloto/?page=2',
    '/faq/',
  ];
  const differing: string[] = [];
  for (const path of paths) {
    const kept = mainText(await keptView(request, path));
    const fresh = mainText(await freshRender(request, path));
    expect(kept.length, `${path} has a main part`).toBeGreaterThan(50);
    if (kept !== fresh) differing.push(path);
  }
  expect(differing).toEqual([]);
});
