import { expect, test, type APIRequestContext } from '@playwright/test';

import { firstCatalogProductPath } from './helpers';

/**
 * No client data library on pages whose data the server rendered. React Query's core
 * (its Query and Mutation classes) carries the event name `observerAdded`; the scripts a first
 * visit loads (the page's `<script src>`, not the nomodule polyfills) must not, except on the cart,
 * whose data is the shopper's own and fetched in the browser — which also shows the marker finds
 * React Query when it is there.
 */
const REACT_QUERY_MARKER = '"observerAdded"';

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

async function firstLoadHasReactQuery(request: APIRequestContext, path: string) {
  return (await firstLoadScripts(request, path)).some(({ code }) =>
    code.includes(REACT_QUERY_MARKER),
  );
}

test('home, catalogue and product pages load without React Query; the cart loads it', async ({
  request,
}) => {
  const product = await firstCatalogProductPath(request);
  for (const path of ['/', '/catalog/', product, '/blog/']) {
    expect(await firstLoadHasReactQuery(request, path), path).toBe(false);
  }
  expect(await firstLoadHasReactQuery(request, '/cart/')).toBe(true);
});

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
