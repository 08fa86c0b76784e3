import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';

/** A product with a sellable offer, found through the store's own service door. */
export async function findSellableOffer(request: APIRequestContext) {
  const response = await request.post('/svc/catalog/product/list/by-category/podveski', {
    data: { limit: 32 },
  });
  expect(response.ok()).toBe(true);
  const { products } = (await response.json()) as {
    products: {
      items: { id: string; productOffers: { id: string; count: number; size: string | null }[] }[];
    };
  };
  for (const product of products.items) {
    const offer = product.productOffers.find((candidate) => candidate.count > 0);
    if (offer) return { productUuid: product.id, offerUuid: offer.id };
  }
  throw new Error('no sellable offer in the seed');
}

/** Puts one product in a fresh cart and gives the browser its session cookie. */
export async function cartWithOneItem(
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
  item?: { productUuid: string; offerUuid: string },
) {
  item ??= await findSellableOffer(request);
  const response = await request.post('/svc/cart/api/cart/item', {
    data: { ...item, quantity: 1 },
  });
  expect(response.ok()).toBe(true);
  const { cart } = (await response.json()) as { cart: { sessionId: string } };
  await context.addCookies([{ name: 'cart_session_id', value: cart.sessionId, url: baseURL }]);
  return cart.sessionId;
}

/** The reference API of the e2e run (scripts/e2e-api.mjs), for its test hooks. */
export const E2E_API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 4100}`;

/** Sets an offer's stock through the API's test hook (only enabled in the e2e run). */
export async function setStock(request: APIRequestContext, offerUuid: string, count: number) {
  const response = await request.post(`${E2E_API_URL}/cart/__test/stock`, {
    data: { offerUuid, count },
  });
  expect(response.ok()).toBe(true);
}

export function moscowYear(): number {
  return Number(
    new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', year: 'numeric' }).format(
      new Date(),
    ),
  );
}
