import { expect, test } from '@playwright/test';

test.describe('crawlers (SEO)', () => {
  test('sitemap.xml lists categories, collections and products', async ({ request }) => {
    const response = await request.get('/sitemap.xml');
    expect(response.status()).toBe(200);
    const xml = await response.text();
    expect(xml).toContain('/catalog/kolca/</loc>');
    expect(xml).toContain('/catalog/sale/akciia-skidki-do-80/</loc>');
    expect(xml).toContain('/collections/luxe-amirald/</loc>');
    expect((xml.match(/\/product\/[^<]+\/<\/loc>/g) ?? []).length).toBeGreaterThan(3000);
    expect(xml).not.toContain('/account/');
  });

  test('sitemap.xml lists blog posts, vacancies and rules documents once each', async ({
    request,
  }) => {
    const xml = await (await request.get('/sitemap.xml')).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs.filter((loc) => /\/blog\/[^/]+\/$/.test(loc ?? '')).length).toBeGreaterThan(10);
    expect(locs.filter((loc) => /\/vacancies\/[^/]+\/$/.test(loc ?? '')).length).toBeGreaterThan(5);
    expect(locs.some((loc) => loc?.endsWith('/rules/polzovatelskoe_soglashenie/'))).toBe(true);
    expect(locs.filter((loc) => loc?.endsWith('/sale_rules/'))).toHaveLength(1);
    expect(new Set(locs).size).toBe(locs.length);
  });

  test('robots.txt points at the sitemap and keeps personal pages out', async ({ request }) => {
    const text = await (await request.get('/robots.txt')).text();
    expect(text).toMatch(/Sitemap: http.+\/sitemap\.xml/);
    expect(text).toContain('Disallow: /account/');
  });

  test('catalogue HTML has names, prices, a unique title and a canonical without JavaScript', async ({
    request,
  }) => {
    const html = await (await request.get('/catalog/kolca/')).text();
    expect(html).toMatch(/<title>[^<]*Кольца[^<]*<\/title>/);
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/catalog\/kolca\/"/);
    expect(html).toMatch(/\d[\d\s\u00a0]*₽/);
    expect(html).toMatch(/<meta property="og:title"/);
  });

  test('filtered and searched listings are not indexed; home carries Organization data', async ({
    request,
  }) => {
    const filtered = await (await request.get('/catalog/kolca/?filters=list_1_105')).text();
    expect(filtered).toMatch(/<meta name="robots" content="noindex, follow"/);
    const home = await (await request.get('/')).text();
    expect(home).toContain('"@type":"Organization"');
  });

  test("an editor's SEO record overrides the listing heading, text and title", async ({
    request,
  }) => {
    const html = await (await request.get('/catalog/sale/akciia-skidki-do-80/')).text();
    expect(html).toMatch(/<h1[^>]*>Скидки до 80%<\/h1>/);
    expect(html).toContain('Успейте выбрать украшения по сниженным ценам');
    expect(html).toContain('"@type":"BreadcrumbList"');
  });
});
