// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import { shopsResponseSchema } from '../../../../lib/platform/api/contracts/shops';
import { call, seededApp } from '../../testing/seeded-app';

import { seedShops } from './seed';

const t = seededApp();
afterAll(t.cleanup);

const listShops = async (query = '') => {
  const response = await call(t.app, 'GET', `/main/shop${query}`);
  expect(response.status).toBe(200);
  return shopsResponseSchema.parse(response.body).items;
};

describe('GET /main/shop', () => {
  it('lists the active Moscow shops with coordinates, phone and hours', async () => {
    const items = await listShops();
    expect(items.length).toBeGreaterThanOrEqual(15);
    for (const shop of items) {
      expect(shop.is_active).toBe(true);
      expect(shop.address).toMatch(/^Москва, /);
      expect(shop.latitude).toBeGreaterThan(55.5);
      expect(shop.latitude).toBeLessThan(56);
      expect(shop.longitude).toBeGreaterThan(37.3);
      expect(shop.longitude).toBeLessThan(37.9);
      expect(shop.phone).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
      expect(shop.work_times.length).toBeGreaterThanOrEqual(5);
    }
    expect(new Set(items.map((shop) => shop.slug)).size).toBe(items.length);
  });

  it('never lists an inactive shop', async () => {
    const inactive = t.db.prepare('SELECT slug FROM shops WHERE is_active = 0').all();
    expect(inactive).toEqual([{ slug: 'cheryomushki' }]);
    const slugs = (await listShops()).map((shop) => shop.slug);
    expect(slugs).not.toContain('cheryomushki');
  });

  it('Sunday flags follow the hours: a day off has no work_times entry', async () => {
    const items = await listShops();
    const maroseyka = items.find((shop) => shop.slug === 'maroseyka');
    expect(maroseyka).toMatchObject({ isWorkSaturday: true, isWorkSunday: false });
    expect(maroseyka?.work_times.map((time) => time.day)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(maroseyka?.work_times[5]).toEqual({ day: 6, start_time: '11:00', end_time: '19:00' });
    expect(items.filter((shop) => !shop.isWorkSunday).length).toBeGreaterThanOrEqual(2);
    const arbat = items.find((shop) => shop.slug === 'novy-arbat');
    expect(arbat?.work_times[0]).toEqual({ day: 1, start_time: '10:00', end_time: '24:00' });
    expect(arbat?.metro).toEqual({ name: 'Арбатская', color: '#0078BE' });
  });

  it('filters by service; an unknown service is a 422', async () => {
    const pickup = await listShops('?service=pickup');
    expect(pickup.length).toBeGreaterThan(5);
    expect(pickup.every((shop) => shop.services.includes('pickup'))).toBe(true);
    expect(pickup.map((shop) => shop.slug)).not.toContain('maroseyka');
    const bad = await call(t.app, 'GET', '/main/shop?service=teleport');
    expect(bad.status).toBe(422);
    expect(apiErrorBodySchema.parse(bad.body).errors).toHaveProperty('service');
  });

  it('seeding again adds nothing', () => {
    const count = () => (t.db.prepare('SELECT COUNT(*) AS n FROM shops').get() as { n: number }).n;
    const before = count();
    seedShops(t.db);
    expect(count()).toBe(before);
  });
});
