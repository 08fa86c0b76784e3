import { expect, test } from '@playwright/test';

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
