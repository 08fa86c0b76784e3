import type { Db } from '../db/open-db';

import { createRng, type Rng } from './prng';

/**
 * Delivery reference data: four carriers, ~230 pickup points (about 200 around Moscow) and a local
 * address dataset (~300 street addresses) that stands in for the address-suggestion service.
 * Deterministic per seed; inserted once (databases seeded before it existed get it on next start).
 */
export const CARRIERS = [
  { external_id: 'shops', name: 'Наши магазины', is_shop: 1, courier: 0 },
  { external_id: 'cdek', name: 'СДЭК', is_shop: 0, courier: 1 },
  { external_id: 'boxberry', name: 'Boxberry', is_shop: 0, courier: 1 },
  { external_id: 'russianpost', name: 'Почта России', is_shop: 0, courier: 1 },
] as const;

/** Fixed carrier uuids so clients and tests can refer to them. */
export const CARRIER_UUIDS: Record<(typeof CARRIERS)[number]['external_id'], string> = {
  shops: '5a1c0d2e-0000-4000-8000-000000000001',
  cdek: '5a1c0d2e-0000-4000-8000-000000000002',
  boxberry: '5a1c0d2e-0000-4000-8000-000000000003',
  russianpost: '5a1c0d2e-0000-4000-8000-000000000004',
};

const SUBWAY_LINES = [
  { name: 'Сокольническая', color: '#EF161E' },
  { name: 'Замоскворецкая', color: '#2DBE2C' },
  { name: 'Арбатско-Покровская', color: '#0078BE' },
  { name: 'Филёвская', color: '#00BFFF' },
  { name: 'Кольцевая', color: '#8D5B2D' },
  { name: 'Калужско-Рижская', color: '#ED9121' },
  { name: 'Таганско-Краснопресненская', color: '#800080' },
  { name: 'Калининская', color: '#FFD702' },
  { name: 'Серпуховско-Тимирязевская', color: '#999999' },
  { name: 'Люблинско-Дмитровская', color: '#99CC00' },
  { name: 'Большая кольцевая', color: '#82C0C0' },
] as const;

type City = {
  name: string;
  lat: [number, number];
  lon: [number, number];
  postal: [number, number];
  streets: readonly (readonly [string, string])[];
};

/** [type, name] pairs; the type is spelled out the way the suggestion service does it. */
const MOSCOW_STREETS = [
  ['ул', 'Тверская'],
  ['ул', 'Арбат'],
  ['ул', 'Новый Арбат'],
  ['ул', 'Мясницкая'],
  ['ул', 'Покровка'],
  ['ул', 'Сретенка'],
  ['ул', 'Пятницкая'],
  ['ул', 'Большая Ордынка'],
  ['ул', 'Профсоюзная'],
  ['ул', 'Люблинская'],
  ['ул', 'Ленинская Слобода'],
  ['ул', 'Бауманская'],
  ['ул', 'Садовая-Кудринская'],
  ['ул', 'Ёлочная'],
  ['ул', 'Щербаковская'],
  ['ул', 'Новослободская'],
  ['ул', 'Большая Якиманка'],
  ['ул', 'Маросейка'],
  ['пр-кт', 'Ленинский'],
  ['пр-кт', 'Мира'],
  ['пр-кт', 'Кутузовский'],
  ['пр-кт', 'Вернадского'],
  ['пр-кт', 'Ленинградский'],
  ['ш', 'Варшавское'],
  ['ш', 'Каширское'],
  ['ш', 'Дмитровское'],
  ['б-р', 'Тверской'],
  ['б-р', 'Гоголевский'],
  ['пер', 'Столешников'],
  ['наб', 'Пресненская'],
] as const;

const CITIES: readonly City[] = [
  {
    name: 'Москва',
    lat: [55.55, 55.95],
    lon: [37.35, 37.85],
    postal: [101000, 129999],
    streets: MOSCOW_STREETS,
  },
  {
    name: 'Санкт-Петербург',
    lat: [59.85, 60.05],
    lon: [30.2, 30.5],
    postal: [190000, 199999],
    streets: [
      ['пр-кт', 'Невский'],
      ['ул', 'Садовая'],
      ['ул', 'Гороховая'],
      ['ул', 'Рубинштейна'],
      ['пр-кт', 'Московский'],
      ['ул', 'Марата'],
    ],
  },
  {
    name: 'Казань',
    lat: [55.72, 55.85],
    lon: [49.05, 49.25],
    postal: [420000, 420140],
    streets: [
      ['ул', 'Баумана'],
      ['ул', 'Пушкина'],
      ['пр-кт', 'Победы'],
      ['ул', 'Кремлёвская'],
    ],
  },
  {
    name: 'Екатеринбург',
    lat: [56.78, 56.9],
    lon: [60.5, 60.7],
    postal: [620000, 620150],
    streets: [
      ['ул', 'Малышева'],
      ['пр-кт', 'Ленина'],
      ['ул', 'Вайнера'],
      ['ул', '8 Марта'],
    ],
  },
];

/** Address count per city in the suggestion dataset, and pickup points per city. */
const ADDRESSES: Record<string, number> = {
  Москва: 240,
  'Санкт-Петербург': 30,
  Казань: 15,
  Екатеринбург: 15,
};
const POINTS: Record<string, number> = {
  Москва: 200,
  'Санкт-Петербург': 12,
  Казань: 8,
  Екатеринбург: 8,
};

const HOURS = ['10:00–22:00', '09:00–21:00', '10:00–21:00', 'Пн–Пт 09:00–20:00, Сб 10:00–16:00'];

const between = (rng: Rng, [min, max]: readonly [number, number], digits = 6): number =>
  Number((min + rng.next() * (max - min)).toFixed(digits));

type AddressSeed = {
  fias: string;
  city: string;
  type: string;
  street: string;
  house: string;
  postal: string;
  lat: number;
  lon: number;
};

function addressesOf(rng: Rng, city: City, count: number): AddressSeed[] {
  const out: AddressSeed[] = [];
  const used = new Set<string>();
  while (out.length < count) {
    const [type, street] = rng.pick(city.streets);
    const house = String(rng.int(1, 80)) + (rng.chance(0.15) ? ` к${rng.int(1, 3)}` : '');
    const key = `${street}|${house}`;
    if (used.has(key)) continue;
    used.add(key);
    out.push({
      fias: rng.uuid(),
      city: city.name,
      type,
      street,
      house,
      postal: String(rng.int(city.postal[0], city.postal[1])),
      lat: between(rng, city.lat),
      lon: between(rng, city.lon),
    });
  }
  return out;
}

export function streetWithType(type: string, street: string): string {
  return type === 'ул' || type === 'пер' || type === 'наб'
    ? `${type} ${street}`
    : `${street} ${type}`;
}

/** Inserts carriers, points and the address dataset unless they are there already. */
export function seedDelivery(db: Db, seed: number): void {
  const present = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM carriers').get();
  if ((present?.n ?? 0) > 0) return;
  const rng = createRng(seed + 7);
  const carrier = db.prepare(
    'INSERT INTO carriers (uuid, external_id, name, is_shop, courier, sort) VALUES (?, ?, ?, ?, ?, ?)',
  );
  CARRIERS.forEach((row, index) => {
    carrier.run(
      CARRIER_UUIDS[row.external_id],
      row.external_id,
      row.name,
      row.is_shop,
      row.courier,
      index,
    );
  });
  const address = db.prepare(
    `INSERT INTO address_dataset (fias_id, city, settlement, street_type, street, house, postal_code, lat, lon)
    VALUES (?, ?, NULL, ?, ?, ?, ?, ?, ?)`,
  );
  const point = db.prepare(
    `INSERT INTO delivery_points (uuid, carrier_uuid, name, address, city, lat, lon, work_hours,
    subway_name, subway_color, price, days_min, days_max) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  for (const city of CITIES) {
    for (const row of addressesOf(rng, city, ADDRESSES[city.name] ?? 0)) {
      address.run(
        row.fias,
        row.city,
        row.type,
        row.street,
        row.house,
        row.postal,
        row.lat,
        row.lon,
      );
    }
    const moscow = city.name === 'Москва';
    for (let index = 0; index < (POINTS[city.name] ?? 0); index += 1) {
      // Own shops are few; the carriers share the rest.
      const kind = rng.weighted<(typeof CARRIERS)[number]>([
        [CARRIERS[0], 1],
        [CARRIERS[1], 4],
        [CARRIERS[2], 3],
        [CARRIERS[3], 2],
      ]);
      const [type, street] = rng.pick(city.streets);
      const subway = moscow ? rng.pick(SUBWAY_LINES) : null;
      const shop = kind.is_shop === 1;
      point.run(
        rng.uuid(),
        CARRIER_UUIDS[kind.external_id],
        shop ? `Магазин «Золотой век» — ${street}` : `Пункт выдачи ${kind.name}`,
        `г ${city.name}, ${streetWithType(type, street)}, д ${rng.int(1, 120)}`,
        city.name,
        between(rng, city.lat),
        between(rng, city.lon),
        rng.pick(HOURS),
        subway?.name ?? null,
        subway?.color ?? null,
        shop ? 0 : rng.pick([199, 249, 299]) + (moscow ? 0 : 100),
        shop ? 1 : moscow ? 1 : 3,
        shop ? 2 : moscow ? 3 : 6,
      );
    }
  }
}
