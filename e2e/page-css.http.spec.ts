import { expect, test } from '@playwright/test';

import { firstCatalogProductPath, pageCss } from './helpers';

test.describe('each page carries only its own CSS', () => {
  test('catalogue, home and product carry none of the checkout’s or the shop map’s styles', async ({
    request,
  }) => {
    // pickup.module.css and shops.module.css draw the map (`.mapCanvas`), checkout.module.css the
    // metro line of a pickup point (`.subway`); CSS Modules keep the name after a hash prefix
    const foreign = /_(mapCanvas|subway)\b/;
    const shops = await pageCss(request, '/addresses/');
    expect(shops.join('\n')).toMatch(/_mapCanvas\b/);
    for (const path of ['/catalog/', '/', await firstCatalogProductPath(request)]) {
      const blocks = await pageCss(request, path);
      expect(blocks.join('\n'), path).not.toMatch(foreign);
    }
  });
});
