import { expect, test, type APIRequestContext } from '@playwright/test';

/**
 * Issue 7: no client data library on pages whose data the server rendered. React Query's core
 * (its Query and Mutation classes) carries the event name `observerAdded`; the scripts a first
 * visit loads (the page's `<script src>`, not the nomodule polyfills) must not, except on the cart,
 * whose data is the shopper's own and fetched in the browser — which also shows the marker finds
 * React Query when it is there.
 */
const REACT_QUERY_MARKER = '"observerAdded"';

async function firstLoadHasReactQuery(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const sources = [...html.matchAll(/<script [^>]*>/g)]
    .map(([tag]) => tag)
    .filter((tag) => !/nomodule/i.test(tag))
    .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
    .filter((source): source is string => Boolean(source));
  expect(sources.length, path).toBeGreaterThan(3);
  for (const source of sources) {
    if ((await (await request.get(source)).text()).includes(REACT_QUERY_MARKER)) return true;
  }
  return false;
}

test('home, catalogue and product pages load without React Query; the cart loads it', async ({
  request,
}) => {
  const catalog = await (await request.get('/catalog/')).text();
  const product = /href="(\/product\/[^"/]+\/)"/.exec(catalog)?.[1];
  expect(product).toBeTruthy();
  for (const path of ['/', '/catalog/', product!, '/blog/']) {
    expect(await firstLoadHasReactQuery(request, path), path).toBe(false);
  }
  expect(await firstLoadHasReactQuery(request, '/cart/')).toBe(true);
});
