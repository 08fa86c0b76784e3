// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import {
  liveBroadcastSchema,
  liveProductsResponseSchema,
} from '../../../../lib/platform/api/contracts/live';
import { call, seededApp } from '../../testing/seeded-app';

import { broadcastAt, createLiveFeed, nextShows } from './feed';

// A token for this test only: the API has no default one (http/admin-token.ts).
const TEST_ADMIN_TOKEN = 'live-test-admin-token';
const { app, db, cleanup } = seededApp({ adminToken: TEST_ADMIN_TOKEN });
afterAll(cleanup);

const ADMIN = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const list = async (path: string, method = 'GET') => {
  const response = await call(app, method, path);
  expect(response.status).toBe(200);
  return liveProductsResponseSchema.parse(response.body).items;
};
// 2026-11-22 12:00 MSK = 09:00 UTC
const NOON_MSK = Date.UTC(2026, 10, 22, 9, 0);

describe('live API', () => {
  it('serves the three product lists with product cards', async () => {
    const onLive = await list('/main/live/product/on_live');
    expect(onLive.length).toBeGreaterThanOrEqual(2);
    expect(onLive.every((item) => item.image.startsWith('/media/p/') && item.aired_at)).toBe(true);
    const recently = await list('/main/live/product/recently');
    expect(recently.length).toBeGreaterThan(0);
    const onAir = new Set(onLive.map((item) => item.sku));
    expect(recently.some((item) => onAir.has(item.sku))).toBe(false);
    expect(await list('/main/live/product/popular')).toHaveLength(8);
  });

  it('rotates the products on air with the server clock; those that leave are "recently"', () => {
    let now = NOON_MSK;
    const feed = createLiveFeed(db, () => now);
    const first = feed.onLive().map((item) => item.sku);
    now += 180_000;
    const second = feed.onLive().map((item) => item.sku);
    expect(second).not.toEqual(first);
    expect(feed.recently().map((item) => item.sku)).toEqual(expect.arrayContaining(first));
  });

  it('mirrors the lists on the catalogue service', async () => {
    expect((await list('/catalog/product/live', 'POST')).length).toBeGreaterThan(0);
    expect((await list('/catalog/product/live/recently', 'POST')).length).toBeGreaterThan(0);
  });

  it('puts a product on air through the admin write, which needs the bearer token', async () => {
    const sku = (await list('/main/live/product/popular')).at(-1)?.sku ?? '';
    expect((await call(app, 'POST', '/main/live/admin/on-air', { sku })).status).toBe(401);
    const formerDefault = { authorization: 'Bearer reference-admin-token' };
    expect(
      (await call(app, 'POST', '/main/live/admin/on-air', { sku }, formerDefault)).status,
    ).toBe(403);
    const posted = await call(app, 'POST', '/main/live/admin/on-air', { sku }, ADMIN);
    expect(posted.status).toBe(201);
    const onLive = await list('/main/live/product/on_live');
    expect(onLive[0]?.sku).toBe(sku);
    const unknown = await call(app, 'POST', '/main/live/admin/on-air', { sku: 'nope' }, ADMIN);
    expect(apiErrorBodySchema.parse(unknown.body).errors?.sku).toEqual([
      'Товар с таким артикулом не найден',
    ]);
    expect((await call(app, 'DELETE', '/main/live/admin/on-air', undefined, ADMIN)).status).toBe(
      204,
    );
  });

  it('switches the broadcast off and back to the schedule', async () => {
    const off = await call(app, 'PUT', '/main/live/admin/broadcast', { is_online: false }, ADMIN);
    const broadcast = liveBroadcastSchema.parse(off.body);
    expect(broadcast.is_online).toBe(false);
    expect(broadcast.next_broadcast_at).not.toBeNull();
    expect(broadcast.poster).toMatch(/^\/media\//);
    const read = liveBroadcastSchema.parse((await call(app, 'GET', '/main/live/broadcast')).body);
    expect(read.is_online).toBe(false);
    await call(app, 'PUT', '/main/live/admin/broadcast', { is_online: null }, ADMIN);
  });

  it('follows the Moscow schedule: on air at noon, off at night with the next show', () => {
    const noon = broadcastAt(db, NOON_MSK);
    expect(noon).toMatchObject({ is_online: true, next_broadcast_at: null });
    expect(noon.title).toBe('Утренний эфир: золото на каждый день');
    const night = broadcastAt(db, Date.UTC(2026, 10, 22, 21, 30)); // 00:30 MSK
    expect(night.is_online).toBe(false);
    expect(night.next_broadcast_at).toBe('2026-11-23T06:00:00.000Z'); // 09:00 MSK
  });

  it('lists the next shows across midnight', () => {
    const shows = [{ title: 'Вечер', starts_min: 18 * 60, ends_min: 23 * 60 }];
    const late = nextShows(shows, Date.UTC(2026, 10, 22, 19, 0), 2); // 22:00 MSK
    expect(late.map((show) => show.starts_at)).toEqual([
      '2026-11-22T15:00:00.000Z',
      '2026-11-23T15:00:00.000Z',
    ]);
  });
});
