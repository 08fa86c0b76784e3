import { expect, test } from '@playwright/test';

import { flightText } from '../tests/flight-text';

import { firstCatalogProductPath, pageCss } from './helpers';

test.describe('each page carries only its own CSS', () => {
  test('catalogue, home and product carry none of the checkout’s or the shop map’s styles', async ({
    request,
  }) => {
    // shops.module.css lays out the shops page's map (`.mapFirst`), the maps' own canvas
    // (`.mapCanvas`) comes with their script, checkout.module.css draws the metro line of a pickup
    // point (`.subway`); CSS Modules keep the name after a hash prefix
    const foreign = /_(mapCanvas|mapFirst|subway)\b/;
    const shops = await pageCss(request, '/addresses/');
    expect(shops.join('\n')).toMatch(/_mapFirst\b/);
    for (const path of ['/catalog/', '/', await firstCatalogProductPath(request)]) {
      const blocks = await pageCss(request, path);
      expect(blocks.join('\n'), path).not.toMatch(foreign);
    }
  });
});

test('a page’s CSS is in its document once: in the <style>, not again in the flight data', async ({
  request,
}) => {
  const paths = ['/catalog/', '/', await firstCatalogProductPath(request), '/cart/', '/about/'];
  for (const path of paths) {
    const html = await (await request.get(path, { headers: { accept: 'text/html' } })).text();
    const css = [...html.matchAll(/<style[^>]*data-href[^>]*>([\s\S]*?)<\/style>/g)]
      .map((m) => m[1] ?? '')
      .join('');
    expect(css.length, path).toBeGreaterThan(5_000);
    const flight = flightText(html);
    expect(flight.length, path).toBeGreaterThan(5_000);
    // any stretch of the page's CSS, every 400 characters
    for (let at = 0; at + 80 <= css.length; at += 400) {
      expect(
        flight.includes(css.slice(at, at + 80)),
        `${path}: CSS at ${at} in the flight data`,
      ).toBe(false);
    }
  }
});

test('catalogue cards travel in the flight data as their fields, once; filter values are not links', async ({
  request,
}) => {
  const html = await (await request.get('/catalog/', { headers: { accept: 'text/html' } })).text();
  const flight = flightText(html);
  const names = [...html.matchAll(/class="[^"]*_cover"[^>]*>([^<]+)<\/a>/g)].map((m) => m[1]!);
  expect(names.length).toBeGreaterThanOrEqual(16);
  // the card's element tree (its article, its analytics attribute) is drawn in the browser from
  // the tile, and the list's analytics items come from the same tiles
  expect(flight).not.toContain('"$","article"');
  expect(flight).not.toContain('data-analytics-item');
  expect(flight).not.toContain('"item_name"');
  // each card's name once (two products may share a name)
  for (const name of new Set(names)) {
    const cards = names.filter((other) => other === name).length;
    expect(flight.split(JSON.stringify(name)).length - 1, name).toBe(cards);
  }
  // and each SKU once: «Показать ещё» reads the server-rendered page's tiles, not a list beside them
  const skus = [...flight.matchAll(/"sku":"([^"]+)"/g)].map((m) => m[1]!);
  expect(skus).toHaveLength(names.length);
  for (const sku of skus) expect(flight.split(JSON.stringify(sku)).length - 1, sku).toBe(1);
  // a filtered listing is noindex: the panel sends no crawler there, «Сбросить» is its only link
  const panel = /<form aria-label="Фильтры"[\s\S]*?<\/form>/.exec(html)?.[0] ?? '';
  expect(panel).toContain('name="filters"');
  expect([...panel.matchAll(/<a\b[^>]*>([^<]*)</g)].map((m) => m[1])).toEqual(['Сбросить']);
});
