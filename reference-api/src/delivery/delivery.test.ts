// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  carrierListResponseSchema,
  courierCostResponseSchema,
  pickupPointListResponseSchema,
  pointGroupResponseSchema,
  savedAddressListResponseSchema,
  savedAddressResponseSchema,
} from '../../../lib/platform/api/contracts/delivery';
import { createCustomer } from '../core/customers';
import { issueToken } from '../core/tokens';
import { CARRIER_UUIDS } from '../seed/delivery';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const MOSCOW = { latitudeL: 55.55, latitudeR: 55.95, longitudeL: 37.35, longitudeR: 37.85 };
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  call(app, 'POST', `/delivery/api/delivery${path}`, body, headers);

describe('seeded delivery data', () => {
  it('has four carriers, store shops first', async () => {
    const response = await call(app, 'GET', '/delivery/api/delivery/carrier/list');
    const { items } = carrierListResponseSchema.parse(response.body);
    expect(items.map((item) => item.name)).toEqual([
      'Наши магазины',
      'СДЭК',
      'Boxberry',
      'Почта России',
    ]);
    expect(items[0]?.isShop).toBe(true);
  });

  it('has about 200 Moscow points with subway lines and points in other cities', () => {
    const rows = db
      .prepare<[], { city: string; n: number; subway: number }>(
        'SELECT city, count(*) AS n, count(subway_name) AS subway FROM delivery_points GROUP BY city',
      )
      .all();
    const moscow = rows.find((row) => row.city === 'Москва');
    expect(moscow?.n).toBe(200);
    expect(moscow?.subway).toBe(200);
    expect(rows.map((row) => row.city).sort()).toEqual([
      'Екатеринбург',
      'Казань',
      'Москва',
      'Санкт-Петербург',
    ]);
  });
});

describe('POST /point/new/list and /point/group', () => {
  it('lists the points inside the bounds, priced by the cart cost', async () => {
    const box = { latitudeL: 55.7, latitudeR: 55.8, longitudeL: 37.5, longitudeR: 37.7 };
    const response = await post('/point/new/list', { cartCost: 2000, zoom: 12, ...box });
    const { items } = pickupPointListResponseSchema.parse(response.body);
    expect(items.length).toBeGreaterThan(0);
    expect(items.length).toBeLessThan(200);
    for (const point of items) {
      expect(point.latitude).toBeGreaterThanOrEqual(55.7);
      expect(point.latitude).toBeLessThanOrEqual(55.8);
      expect(point.longitude).toBeGreaterThanOrEqual(37.5);
      expect(point.longitude).toBeLessThanOrEqual(37.7);
      expect(point.subway?.color).toMatch(/^#[0-9A-F]{6}$/);
    }
    expect(items.some((point) => point.price > 0)).toBe(true);
    // free from the threshold; a postal point with cash on delivery (the default) still has its fee
    const free = pickupPointListResponseSchema.parse(
      (await post('/point/new/list', { cartCost: 10_000, zoom: 12, ...box })).body,
    );
    const postal = (point: { carrier: { external_id: string } }) =>
      point.carrier.external_id === 'russianpost';
    expect(free.items.some(postal)).toBe(true);
    expect(free.items.every((point) => point.price === (postal(point) ? 150 : 0))).toBe(true);
    const byCard = pickupPointListResponseSchema.parse(
      (await post('/point/new/list', { cartCost: 10_000, zoom: 12, ...box, payCode: 'card' })).body,
    );
    expect(byCard.items.every((point) => point.price === 0)).toBe(true);
  });

  it('filters by carrier and keeps the chosen point', async () => {
    const cdek = pickupPointListResponseSchema.parse(
      (
        await post('/point/new/list', {
          cartCost: 0,
          zoom: 10,
          ...MOSCOW,
          carrierUuids: [CARRIER_UUIDS.cdek],
        })
      ).body,
    );
    expect(cdek.items.length).toBeGreaterThan(0);
    expect(cdek.items.every((point) => point.carrier.external_id === 'cdek')).toBe(true);
    const far = db
      .prepare<[], { uuid: string }>(
        "SELECT uuid FROM delivery_points WHERE city = 'Казань' LIMIT 1",
      )
      .get()!.uuid;
    const withChosen = pickupPointListResponseSchema.parse(
      (await post('/point/new/list', { zoom: 10, ...MOSCOW, pointUuid: far })).body,
    );
    expect(withChosen.items[0]?.uuid).toBe(far);
  });

  it('groups points on a grid that gets finer with zoom', async () => {
    const coarse = pointGroupResponseSchema.parse(
      (await post('/point/group', { zoom: 8, ...MOSCOW })).body,
    );
    const fine = pointGroupResponseSchema.parse(
      (await post('/point/group', { zoom: 13, ...MOSCOW })).body,
    );
    const total = (groups: typeof coarse.groups) =>
      groups.reduce((sum, group) => sum + group.count, 0);
    expect(total(coarse.groups)).toBe(200);
    expect(total(fine.groups)).toBe(200);
    expect(coarse.groups.length).toBeLessThan(fine.groups.length);
    const small = fine.groups.find((group) => group.count <= 10);
    expect(small?.pointUuids).toHaveLength(small?.count ?? -1);
  });

  it('answers 422 for missing bounds', async () => {
    const response = await post('/point/new/list', { zoom: 10 });
    expect(response.status).toBe(422);
    expect(apiErrorBodySchema.parse(response.body).errors?.latitudeL).toEqual([
      'Не передан latitudeL',
    ]);
  });
});

describe('POST /carrier/by-cost', () => {
  it('prices Moscow cheaper and makes delivery free from 10 000 ₽', async () => {
    const moscow = courierCostResponseSchema.parse(
      (await post('/carrier/by-cost', { cartCost: 3000, fias: 'x', postIndex: '125009' })).body,
    ).items;
    const kazan = courierCostResponseSchema.parse(
      (await post('/carrier/by-cost', { cartCost: 3000, fias: 'x', postIndex: '420015' })).body,
    ).items;
    expect(moscow.map((item) => item.carrier.name).sort()).toEqual([
      'Boxberry',
      'Почта России',
      'СДЭК',
    ]);
    expect(moscow[0]?.cost).toBeLessThan(kazan[0]?.cost ?? 0);
    expect(moscow[0]?.dateFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const free = courierCostResponseSchema.parse(
      (await post('/carrier/by-cost', { cartCost: 10_000, fias: 'x', postIndex: '420015' })).body,
    ).items;
    expect(free.every((item) => item.cost === 0)).toBe(true);
  });

  it('guards its fields', async () => {
    const response = await post('/carrier/by-cost', {});
    expect(response.status).toBe(422);
    expect(apiErrorBodySchema.parse(response.body).errors).toEqual({
      cartCost: ['Не передан cartCost'],
      fias: ['Не передан fias'],
      postIndex: ['Не передан postIndex'],
    });
  });
});

describe('saved addresses', () => {
  const address = {
    address: 'г Москва, ул Тверская, д 7, кв 3',
    flat: '12',
    fias: '0c5b2444-70a0-4932-980c-b4dc0d3f02b5',
    postIndex: '125009',
    lat: 55.76,
    lon: 37.61,
  };

  it('saves for the cart session, lists with the flat and deletes', async () => {
    const headers = { 'shop-cart-token': 'session-a' };
    const saved = await post('/address', address, headers);
    expect(saved.status).toBe(201);
    const { item } = savedAddressResponseSchema.parse(saved.body);
    expect(item.full_address).toBe('г Москва, ул Тверская, д 7, кв 12');
    expect(item.unrestricted_value).toBe('125009, г Москва, ул Тверская, д 7, кв 12');
    // Saving it again does not duplicate it.
    await post('/address', address, headers);
    const list = savedAddressListResponseSchema.parse(
      (await post('/address/ext-list', { totalCost: 1000 }, headers)).body,
    );
    expect(list.items.map((entry) => entry.uuid)).toEqual([item.uuid]);
    expect(list.items[0]?.cost).toBe(300);
    const other = savedAddressListResponseSchema.parse(
      (await post('/address/ext-list', { totalCost: 1000 }, { 'shop-cart-token': 'session-b' }))
        .body,
    );
    expect(other.items).toEqual([]);
    expect(
      (
        await call(app, 'DELETE', `/delivery/api/delivery/address/${item.uuid}`, undefined, {
          'shop-cart-token': 'session-b',
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(app, 'DELETE', `/delivery/api/delivery/address/${item.uuid}`, undefined, headers))
        .status,
    ).toBe(204);
    const empty = savedAddressListResponseSchema.parse(
      (await post('/address/ext-list', {}, headers)).body,
    );
    expect(empty.items).toEqual([]);
  });

  it("keeps a signed-in customer's addresses across tokens and validates the body", async () => {
    const customer = createCustomer(db, { phone: '+7 (900) 555-00-77' }, new Date());
    const profileToken = () => issueToken(db, 'profile', customer.id, new Date()).token;
    const saved = await post(
      '/address',
      { ...address, flat: undefined },
      { authorization: `Bearer ${profileToken()}` },
    );
    expect(savedAddressResponseSchema.parse(saved.body).item.full_address).toBe(
      'г Москва, ул Тверская, д 7',
    );
    // a later sign-in (a new token, here the access token header) sees the same list
    const access = issueToken(db, 'access', customer.id, new Date()).token;
    const listed = savedAddressListResponseSchema.parse(
      (await post('/address/ext-list', {}, { token: access })).body,
    );
    expect(listed.items.map((item) => item.full_address)).toEqual(['г Москва, ул Тверская, д 7']);

    const bad = await post(
      '/address',
      { address: '' },
      { authorization: `Bearer ${profileToken()}` },
    );
    expect(bad.status).toBe(422);
    expect(apiErrorBodySchema.parse(bad.body).errors?.address).toEqual(['Не передан address']);
    // an unknown token is a guest; without a cart session there is no owner
    const noOwner = await post('/address', address, { authorization: 'Bearer forged' });
    expect(apiErrorBodySchema.parse(noOwner.body).code).toBe('no_owner');
  });
});
