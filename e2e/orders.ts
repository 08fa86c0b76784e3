import { randomUUID } from 'node:crypto';

import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';

import { findSellableOffer } from './helpers';

/** Orders placed through the store's door by specs that need one (security, operations). */

// Orders here take stock of their own category, so no other spec's cart runs short.
const CATEGORY = 'chasy';
const MOSCOW = { latitudeL: 55.55, latitudeR: 55.95, longitudeL: 37.35, longitudeR: 37.85 };

export type Shopper = { api: APIRequestContext; cartUuid: string };

/** A shopper of its own (a fresh cookie jar) with one line in a cart delivered to a pickup point. */
export async function shopperWithCart(
  request: APIRequestContext,
  baseURL: string,
): Promise<Shopper> {
  const api = await playwrightRequest.newContext({ baseURL });
  const item = await findSellableOffer(request, CATEGORY);
  const added = await api.post('/svc/cart/api/cart/item', { data: { ...item, quantity: 1 } });
  expect(added.ok()).toBe(true);
  const points = await api.post('/svc/delivery/api/delivery/point/new/list', {
    data: { cartCost: 1000, zoom: 12, ...MOSCOW },
  });
  const [point] = ((await points.json()) as { items: { uuid: string }[] }).items;
  const delivery = await api.put('/svc/cart/api/cart/delivery', {
    data: { type: 'point', pointUuid: point!.uuid },
  });
  expect(delivery.ok()).toBe(true);
  const { cart } = (await delivery.json()) as { cart: { uuid: string } };
  return { api, cartUuid: cart.uuid };
}

export const orderBody = (cartUuid: string, phone: string) => ({
  cartUuid,
  customerName: 'Анна',
  customerSurname: 'Покупателева',
  customerPhone: phone,
  customerEmail: 'anna.pokupateleva@example.ru',
});

/** A phone no other test uses, in the mask of spec 5. */
export function newPhone(): string {
  const digits = `${Date.now() % 1e7}`.padStart(7, '0');
  return `+7 (95${digits[0]}) ${digits.slice(1, 4)}-${digits.slice(4, 6)}-${digits.slice(6)}${Math.floor(Math.random() * 10)}`;
}

export type Order = { uuid: string; number: string; customer: { phone: string } };

export async function placeOrder(shopper: Shopper, phone: string): Promise<Order> {
  const response = await shopper.api.post('/svc/order/api/order', {
    headers: { 'Idempotency-Key': randomUUID() },
    data: orderBody(shopper.cartUuid, phone),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { order: Order }).order;
}
