import type { Reservation } from '@/lib/platform/api/contracts/reservations';
import type { Shop } from '@/lib/platform/api/contracts/shops';
import { stockLevel, type ShopStock } from '@/lib/platform/api/contracts/stock';

export function makeShop(id: number, name: string, at: [number, number]): Shop {
  return {
    id,
    slug: `shop-${id}`,
    name,
    address: `Москва, улица ${id}`,
    latitude: at[0],
    longitude: at[1],
    phone: '+7 (495) 000-00-00',
    work_times: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      start_time: '10:00',
      end_time: '22:00',
    })),
    isWorkSaturday: true,
    isWorkSunday: true,
    is_active: true,
    metro: { name: `Станция ${id}`, color: '#ff0000' },
    mall: null,
    services: ['pickup'],
  };
}

/** A shop's stock of the offers `o-17` and `o-18`. */
export function makeShopStock(shop: Shop, size17: number, size18: number): ShopStock {
  const offers = [
    { offerUuid: 'o-17', size: '17', available: size17, level: stockLevel(size17) },
    { offerUuid: 'o-18', size: '18', available: size18, level: stockLevel(size18) },
  ];
  const available = size17 + size18;
  return { shop, offers, available, level: stockLevel(available) };
}

/** Three shops: «Арбат» far north, «Белая» near, «Центр» none of 17. */
export const STOCK = {
  productUuid: 'p-1',
  slug: 'kolco',
  sku: 'R-1',
  shops: [
    makeShopStock(makeShop(3, 'Центр', [55.75, 37.62]), 0, 2),
    makeShopStock(makeShop(1, 'Арбат', [56.5, 37.6]), 5, 0),
    makeShopStock(makeShop(2, 'Белая', [55.7, 37.5]), 1, 1),
  ],
};

export function makeReservation(overrides: Partial<Reservation> = {}): Reservation {
  return {
    uuid: 'res-1',
    status: 'active',
    shop: { id: 2, name: 'Белая', address: 'Москва, улица 2', phone: '+7 (495) 000-00-00' },
    product: {
      uuid: 'p-1',
      offerUuid: 'o-17',
      name: 'Кольцо из золота',
      slug: 'kolco',
      sku: 'R-1',
      size: '17',
      price: 12990,
    },
    customer: { name: 'Анна', phone: '+7 (912) 345-67-89' },
    createdAt: '2026-03-10T09:00:00.000Z',
    readyAt: '2026-03-10T11:00:00.000Z',
    holdUntil: '2026-03-13T09:00:00.000Z',
    cancelledAt: null,
    accessToken: 'tok_abc',
    ...overrides,
  };
}
