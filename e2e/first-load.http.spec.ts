import { expect, test, type APIRequestContext } from '@playwright/test';

import { firstCatalogProductPath } from './helpers';

/** The scripts a first visit of `path` loads: the page's `<script src>`, not the nomodule polyfills. */
async function firstLoadScripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/nomodule/i.test(tag))
    .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
    .filter((source): source is string => Boolean(source));
  expect(sources.length, path).toBeGreaterThan(3);
  return Promise.all(
    sources.map(async (source) => ({ source, code: await (await request.get(source)).text() })),
  );
}

/**
 * zod (31 KiB gzip) loads with the code that checks an answer, never with a page's first scripts:
 * not even the cart's, which reads the cart and checks for a lost order on its first load. zod's
 * schema classes carry their names (`"$ZodObject"`) through minification.
 */
test('no first visit loads zod, the cart included', async ({ request }) => {
  const product = await firstCatalogProductPath(request);
  for (const path of ['/', '/catalog/', product, '/cart/']) {
    const scripts = await firstLoadScripts(request, path);
    expect(
      scripts.filter(({ code }) => code.includes('"$ZodObject"')).map((s) => s.source),
      path,
    ).toEqual([]);
  }
});

/**
 * Chromium compiles the functions of a first visit's scripts while it streams them in, off
 * the main thread, when their first line is V8's compile hint (scripts/build/compile-hints.mjs,
 * added by the build). Without it each function is compiled on the main thread at its first call.
 */
test('every script a first visit loads starts with the compile hint', async ({ request }) => {
  const hint = '//# allFunctionsCalledOnLoad\n';
  for (const path of ['/', '/catalog/', '/cart/', '/account/', '/checkoutnew/']) {
    for (const { source, code } of await firstLoadScripts(request, path)) {
      expect(code.slice(0, hint.length), `${path} ${source}`).toBe(hint);
    }
  }
});
