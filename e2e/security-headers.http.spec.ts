import { expect, test } from '@playwright/test';

/** Issue 8 (first step): the protective headers on pages, assets and not-found answers. */
for (const path of ['/', '/catalog/', '/checkout/', '/no-such-page/', '/favicon.ico']) {
  test(`${path} carries the security headers`, async ({ request }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const headers = response.headers();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy']).toContain('camera=()');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  });
}
