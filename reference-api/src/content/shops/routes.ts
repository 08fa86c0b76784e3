import { Hono } from 'hono';

import {
  shopsQuerySchema,
  shopServiceSchema,
  type Shop,
  type ShopsResponse,
} from '../../../../lib/platform/api/contracts/shops';
import type { Db } from '../../db/open-db';
import { parseQuery } from '../../http/validate';
import type { ContentContext } from '../context';

type ShopRow = {
  id: number;
  slug: string;
  name: string;
  address: string;
  latitude: number;
  longitude: number;
  phone: string;
  metro_name: string | null;
  metro_color: string | null;
  mall: string | null;
  services: string;
  is_work_saturday: number;
  is_work_sunday: number;
  is_active: number;
};
type TimeRow = { shop_id: number; day: number; start_time: string; end_time: string };

function services(json: string): Shop['services'] {
  const parsed = JSON.parse(json) as unknown;
  return Array.isArray(parsed)
    ? parsed.filter((code) => shopServiceSchema.safeParse(code).success)
    : [];
}

function toShop(row: ShopRow, times: TimeRow[]): Shop {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    phone: row.phone,
    work_times: times.map(({ day, start_time, end_time }) => ({ day, start_time, end_time })),
    isWorkSaturday: row.is_work_saturday === 1,
    isWorkSunday: row.is_work_sunday === 1,
    is_active: row.is_active === 1,
    metro:
      row.metro_name && row.metro_color ? { name: row.metro_name, color: row.metro_color } : null,
    mall: row.mall,
    services: services(row.services),
  };
}

/** The active shops with their hours, in display order (GET /shop; stock per shop). */
export function activeShops(db: Db): Shop[] {
  const times = new Map<number, TimeRow[]>();
  for (const row of db
    .prepare<[], TimeRow>('SELECT * FROM shop_work_times ORDER BY shop_id, day')
    .all()) {
    times.set(row.shop_id, [...(times.get(row.shop_id) ?? []), row]);
  }
  return db
    .prepare<[], ShopRow>('SELECT * FROM shops WHERE is_active = 1 ORDER BY sort, id')
    .all()
    .map((row) => toShop(row, times.get(row.id) ?? []));
}

/** Main API shops endpoints (spec 7): GET /shop lists the active shops with their hours. */
export function shopsRoutes(ctx: ContentContext): Hono {
  const { db } = ctx;
  const app = new Hono();

  app.get('/shop', (c) => {
    const query = parseQuery(c, shopsQuerySchema);
    const items = activeShops(db).filter(
      (shop) => !query.service || shop.services.includes(query.service),
    );
    return c.json({ items } satisfies ShopsResponse);
  });
  return app;
}
