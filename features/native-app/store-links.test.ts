import { describe, expect, it } from 'vitest';

import { APP_STORES, storeForUserAgent } from './store-links';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  huaweiBrowser:
    'Mozilla/5.0 (Linux; Android 10; ELS-NX9; HMSCore 6.11.0.302) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/99.0.4844.88 HuaweiBrowser/14.0.0.322 Mobile Safari/537.36',
  hmsApp:
    'Mozilla/5.0 (Linux; Android 12; NOH-NX9; HMSCore 6.12.0.300) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.5735.196 Mobile Safari/537.36',
  desktop:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
};

describe('storeForUserAgent', () => {
  it.each([
    [UA.iphone, 'appstore'],
    [UA.ipad, 'appstore'],
    [UA.android, 'googleplay'],
    [UA.huaweiBrowser, 'appgallery'],
    [UA.hmsApp, 'appgallery'],
    [UA.desktop, null],
    [UA.mac, null],
    ['', null],
    [null, null],
    [undefined, null],
  ])('maps %j to %j', (userAgent, store) => {
    expect(storeForUserAgent(userAgent)).toBe(store);
  });
});

describe('APP_STORES', () => {
  it('lists the four stores of spec 1 with distinct accessible names', () => {
    expect(APP_STORES.map((store) => store.id)).toEqual([
      'appstore',
      'googleplay',
      'appgallery',
      'rustore',
    ]);
    expect(new Set(APP_STORES.map((store) => store.label)).size).toBe(4);
  });
});
