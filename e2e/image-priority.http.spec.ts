import { expect, test, type APIRequestContext } from '@playwright/test';

import { firstCatalogProductPath } from './helpers';

/**
 * Every picture a page preloads is requested ahead of its render-blocking stylesheets and holds one
 * of the six connections the browser opens to the store, which delays the first frame
 * (docs/performance.md). So a page preloads exactly one picture, its largest paint, with
 * high priority; React preloads an eager `<img>` too, so the others must be lazy.
 */
async function imagePreloads(request: APIRequestContext, path: string) {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const fromHeader = (response.headers()['link'] ?? '')
    .split(/,\s*(?=<)/)
    .filter((link) => /rel=preload/.test(link) && /as="?image/.test(link))
    .map((link) => ({
      href: /<([^>]+)>/.exec(link)?.[1],
      high: /fetchpriority="?high/i.test(link),
    }));
  const fromHead = [...html.matchAll(/<link rel="preload"[^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => /as="image"/.test(tag))
    .map((tag) => ({
      href: /href="([^"]+)"/.exec(tag)?.[1],
      high: /fetchPriority="high"/.test(tag),
    }));
  const pictures = new Map([...fromHeader, ...fromHead].map((p) => [p.href, p.high]));
  const eager = [...html.matchAll(/<img [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/loading="lazy"/.test(tag));
  return { html, pictures, eager };
}

test.describe('one preloaded picture per page', () => {
  test('the catalogue preloads only its first card picture; the rest of the grid is lazy', async ({
    request,
  }) => {
    const { html, pictures, eager } = await imagePreloads(request, '/catalog/');
    const cards = [...html.matchAll(/<img [^>]*src="(\/media\/p\/[^"]+)"[^>]*>/g)];
    expect(cards.length).toBeGreaterThan(8);
    expect([...pictures]).toEqual([[cards[0]?.[1], true]]);
    expect(eager).toHaveLength(1);
    expect(eager[0]).toContain(`src="${cards[0]?.[1]}"`);
  });

  test('home preloads its hero banner and nothing else', async ({ request }) => {
    const { html, pictures, eager } = await imagePreloads(request, '/');
    const banners = [...html.matchAll(/<img [^>]*src="(\/media\/banners\/[^"]+)"[^>]*>/g)];
    expect(banners.length).toBeGreaterThan(1);
    expect([...pictures]).toEqual([[banners[0]?.[1], true]]);
    expect(eager.filter((tag) => tag.includes('/media/'))).toHaveLength(1);
  });

  test('a product page preloads its first photo only', async ({ request }) => {
    const product = await firstCatalogProductPath(request);
    const { pictures, eager } = await imagePreloads(request, product);
    const photo = /<img [^>]*fetchPriority="high"[^>]*src="(\/media\/p\/[^"]+)"/.exec(
      eager.join(''),
    );
    expect(photo).not.toBeNull();
    expect([...pictures]).toEqual([[photo?.[1], true]]);
  });

  test('blog and collections lists preload their first cover only', async ({ request }) => {
    for (const path of ['/blog/', '/collections/']) {
      const { pictures } = await imagePreloads(request, path);
      expect([...pictures.values()], path).toEqual([true]);
    }
  });
});
