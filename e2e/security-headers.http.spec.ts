import { expect, test } from '@playwright/test';

/** The protective headers on pages, assets and not-found answers. */
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

/**
 * A nonce-based Content-Security-Policy on every page, a fresh nonce per render: a kept page's
 * copies carry their render's (docs/adr/0012), a page rendered again a new one.
 */
for (const path of ['/', '/catalog/kolca/', '/cart/', '/no-such-page/']) {
  test(`${path} carries a nonce CSP and every script of the page has its nonce`, async ({
    request,
  }) => {
    const response = await request.get(path, { maxRedirects: 0 });
    const policy = response.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce, policy).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).toContain("frame-ancestors 'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    const html = await response.text();
    const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    const executable = scripts.filter((tag) => !/type="application\/(ld\+)?json"/.test(tag));
    expect(executable.length).toBeGreaterThan(0);
    for (const tag of executable) expect(tag, tag).toContain(`nonce="${nonce}"`);
    const again = await request.get(path, { maxRedirects: 0 });
    const sameRender = again.headers()['x-page-cache'] === 'HIT';
    expect((again.headers()['content-security-policy'] ?? '').includes(`'nonce-${nonce}'`)).toBe(
      sameRender,
    );
    if (sameRender) expect(await again.text()).toBe(html);
  });
}

test('assets carry no page policy (proxy stays off static files)', async ({ request }) => {
  const response = await request.get('/favicon.ico');
  expect(response.headers()['content-security-policy']).toBeUndefined();
});
