import type { Db } from '../../db/open-db';

import { DEMO_SHOPS, type DemoShop } from './shops-data';

const WEEKDAYS = [1, 2, 3, 4, 5];

function workTimes(shop: DemoShop): { day: number; start: string; end: string }[] {
  const { weekdays, saturday, sunday } = shop.hours;
  return [
    ...WEEKDAYS.map((day) => ({ day, start: weekdays[0], end: weekdays[1] })),
    ...(saturday ? [{ day: 6, start: saturday[0], end: saturday[1] }] : []),
    ...(sunday ? [{ day: 7, start: sunday[0], end: sunday[1] }] : []),
  ];
}

/** Demo shops content; idempotent (does nothing when the content is already there). */
export function seedShops(db: Db): void {
  const { count } = db.prepare('SELECT COUNT(*) AS count FROM shops').get() as { count: number };
  if (count > 0) return;
  const insertShop = db.prepare(
    `INSERT INTO shops (slug, name, address, latitude, longitude, phone, metro_name, metro_color,
       mall, services, is_work_saturday, is_work_sunday, is_active, sort)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertTime = db.prepare(
    'INSERT INTO shop_work_times (shop_id, day, start_time, end_time) VALUES (?, ?, ?, ?)',
  );
  db.transaction(() => {
    DEMO_SHOPS.forEach((shop, index) => {
      const { lastInsertRowid } = insertShop.run(
        shop.slug,
        shop.name,
        shop.address,
        shop.latitude,
        shop.longitude,
        shop.phone,
        shop.metro?.name ?? null,
        shop.metro?.color ?? null,
        shop.mall,
        JSON.stringify(shop.services),
        shop.hours.saturday ? 1 : 0,
        shop.hours.sunday ? 1 : 0,
        shop.active === false ? 0 : 1,
        index,
      );
      for (const time of workTimes(shop)) {
        insertTime.run(lastInsertRowid, time.day, time.start, time.end);
      }
    });
  })();
}
