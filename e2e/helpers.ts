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
) {
  const item = await findSellableOffer(request);
  const response = await request.post('/svc/cart/api/cart/item', {
    data: { ...item, quantity: 1 },
  });
  expect(response.ok()).toBe(true);
  const { cart } = (await response.json()) as { cart: { sessionId: string } };
  await context.addCookies([{ name: 'cart_session_id', value: cart.sessionId, url: baseURL }]);
  return cart.sessionId;
}

export function moscowYear(): number {
  return Number(
    new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', year: 'numeric' }).format(
      new Date(),
    ),
  );
}
