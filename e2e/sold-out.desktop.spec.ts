import { expect, test, type APIRequestContext } from '@playwright/test';

import { parseCatalogQuery, toListRequest } from '../lib/shop/catalog-query';
import { REVALIDATE_API_URL as API, REVALIDATE_STORE_URL } from '../playwright.config';

import { PAGE_VIEW } from './helpers';

/**
 * An order that takes the last piece of a size makes the product page and the listing's
 * «Размер» filter stop offering it at once, and a product view opened before stops offering it
 * when the cart service refuses it. On the store and API pair whose API tells its store about
 * writes (playwright.config.ts), so the pages it drops are no other spec's; its own rings only.
 */
test.describe.configure({ mode: 'serial' });
test.use({ baseURL: REVALIDATE_STORE_URL });

const CATEGORY = 'kolca';
const MOSCOW = { latitudeL: 55.55, latitudeR: 55.95, longitudeL: 37.35, longitudeR: 37.85 };

type Item = { slug: string; productUuid: string; offerUuid: string; size: string; count: number };
type Listed = {
  slug: string;
  id: string;
  productOffers: { id: string; size: string | null; count: number }[];
};

const listingPath = (size: string) => `/catalog/${CATEGORY}/?filters=size_${size}`;

/** The first page of the listing filtered by a size, as the store asks for it. */
async function listedBySize(request: APIRequestContext, size: string): Promise<Listed[]> {
  const query = parseCatalogQuery(new URLSearchParams({ filters: `size_${size}` }));
  const response = await request.post(`${API}/catalog/product/list/by-category/${CATEGORY}`, {
    data: toListRequest(query),
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { products: { items: Listed[] } }).products.items;
}

/** A ring with a size of its own offer in stock, listed on page 1 of that size's filter. */
async function ringWithSize(request: APIRequestContext, skip: ReadonlySet<string>): Promise<Item> {
  const response = await request.post(`${API}/catalog/product/list/by-category/${CATEGORY}`, {
    data: { limit: 64 },
  });
  const { items } = ((await response.json()) as { products: { items: Listed[] } }).products;
  for (const product of items.filter((candidate) => !skip.has(candidate.slug))) {
    for (const offer of product.productOffers) {
      if (!offer.size?.trim() || offer.count < 1) continue;
      const sameSize = product.productOffers.filter((other) => other.size === offer.size);
      if (sameSize.length !== 1) continue;
      const listed = await listedBySize(request, offer.size);
      if (!listed.some((entry) => entry.slug === product.slug)) continue;
      return {
        slug: product.slug,
        productUuid: product.id,
        offerUuid: offer.id,
        size: offer.size,
        count: offer.count,
      };
    }
  }
  throw new Error('no ring with a size of its own on page 1 of its size filter');
}

const setStock = async (request: APIRequestContext, offerUuid: string, count: number) =>
  expect(
    (await request.post(`${API}/cart/__test/stock`, { data: { offerUuid, count } })).ok(),
  ).toBe(true);

/** Another shopper's order of the piece, straight to the API (not through this store's door). */
async function orderPiece(request: APIRequestContext, item: Item) {
  const added = await request.post(`${API}/cart/api/cart/item`, {
    data: { offerUuid: item.offerUuid, productUuid: item.productUuid, quantity: 1 },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const { cart } = (await added.json()) as { cart: { uuid: string; sessionId: string } };
  const session = { 'shop-cart-token': cart.sessionId };
  const points = await request.post(`${API}/delivery/api/delivery/point/new/list`, {
    data: { cartCost: 0, zoom: 12, ...MOSCOW },
  });
  const [point] = ((await points.json()) as { items: { uuid: string }[] }).items;
  const delivery = await request.put(`${API}/cart/api/cart/delivery`, {
    headers: session,
    data: { type: 'point', pointUuid: point!.uuid },
  });
  expect(delivery.ok()).toBe(true);
  const order = await request.post(`${API}/order/api/order`, {
    headers: { ...session, 'Idempotency-Key': `sold-out-${item.offerUuid}-${Date.now()}` },
    data: {
      cartUuid: cart.uuid,
      customerName: 'Анна',
      customerSurname: 'Иванова',
      customerPhone: '+7 (916) 123-45-67',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
}

const used = new Set<string>();

test('an order of the last piece: the product page and the size filter stop offering it at once', async ({
  request,
}) => {
  const item = await ringWithSize(request, used);
  used.add(item.slug);
  const productPath = `/product/${item.slug}/`;
  const offered = `value="${item.offerUuid}"`;
  await setStock(request, item.offerUuid, 1);
  try {
    // both pages are kept, offering the size
    for (const path of [productPath, listingPath(item.size)]) {
      await request.get(path, { headers: PAGE_VIEW });
      const kept = await request.get(path, { headers: PAGE_VIEW });
      expect(kept.headers()['x-page-cache'], path).toBe('HIT');
    }
    expect(await (await request.get(productPath, { headers: PAGE_VIEW })).text()).toContain(
      offered,
    );
    const listed = await (await request.get(listingPath(item.size), { headers: PAGE_VIEW })).text();
    expect(listed).toContain(`href="/product/${item.slug}/"`);

    await orderPiece(request, item);

    // at once: the next view, no waiting
    const page = await request.get(productPath, { headers: PAGE_VIEW });
    expect(page.headers()['x-page-cache']).toBe('MISS');
    expect(await page.text()).not.toContain(offered);
    const listing = await request.get(listingPath(item.size), { headers: PAGE_VIEW });
    expect(await listing.text()).not.toContain(`href="/product/${item.slug}/"`);
  } finally {
    await setStock(request, item.offerUuid, item.count);
  }
});

test('a product view opened before the last piece went stops offering the size the cart refuses', async ({
  page,
  request,
}) => {
  const item = await ringWithSize(request, used);
  used.add(item.slug);
  await setStock(request, item.offerUuid, 1);
  try {
    await page.goto(`/product/${item.slug}/?size=${item.size}`);
    const sizes = page.getByRole('radiogroup', { name: 'Размер' });
    await expect(sizes.getByRole('radio', { name: item.size, exact: true })).toBeChecked();

    await orderPiece(request, item);

    await page.getByRole('button', { name: 'Добавить в корзину' }).click();
    await expect(page.getByText('Товара нет в наличии')).toBeVisible();
    await expect(sizes.getByRole('radio', { name: item.size, exact: true })).toHaveCount(0);
    await expect(page).not.toHaveURL(/[?&]size=/);
    await page.reload();
    await expect(
      page
        .getByRole('radiogroup', { name: 'Размер' })
        .getByRole('radio', { name: item.size, exact: true }),
    ).toHaveCount(0);
  } finally {
    await setStock(request, item.offerUuid, item.count);
  }
});
