import { describe, expect, it } from 'vitest';

import { STOCK, makeReservation, makeShop, makeShopStock } from '../testing/reservation-fakes';

import { formatMoscowDateTime, reservationHref } from './reservation-format';
import {
  distanceKm,
  formatDistance,
  offerToReserve,
  reservedItem,
  shopSizes,
  shopsWithStock,
  sizeOf,
  sortShops,
  stockButtonText,
  stockSizes,
} from './shop-stock';

describe('stock per shop', () => {
  it('counts the shops with the chosen size, or with any size before one is chosen', () => {
    expect(shopsWithStock(STOCK.shops, 'o-17')).toBe(2);
    expect(shopsWithStock(STOCK.shops, 'o-18')).toBe(2);
    expect(shopsWithStock(STOCK.shops, null)).toBe(3);
    expect(stockButtonText(5)).toBe('Наличие в магазинах: 5');
    expect(stockButtonText(0)).toBe('Нет в магазинах');
  });

  it('offers every size some shop holds, ascending, and keeps the chosen one', () => {
    const [centre, arbat, white] = STOCK.shops;
    expect(stockSizes(STOCK.shops, null)).toEqual([
      { offerUuid: 'o-17', size: '17' },
      { offerUuid: 'o-18', size: '18' },
    ]);
    expect(stockSizes([centre!], null)).toEqual([{ offerUuid: 'o-18', size: '18' }]);
    expect(stockSizes([centre!], 'o-17').map((size) => size.size)).toEqual(['17', '18']);
    expect(stockSizes([centre!], 'unknown')).toHaveLength(1);
    expect(shopSizes(arbat!)).toBe('17');
    expect(shopSizes(white!)).toBe('17, 18');
    expect(sizeOf(STOCK.shops, 'o-18')).toBe('18');
    expect(sizeOf(STOCK.shops, 'unknown')).toBeNull();
    const shop = makeShop(9, 'Север', [55.8, 37.6]);
    const odd = {
      ...makeShopStock(shop, 1, 1),
      offers: [
        { offerUuid: 'a', size: '18', available: 1, level: 'few' as const },
        { offerUuid: 'b', size: '16,5', available: 1, level: 'few' as const },
        { offerUuid: 'c', size: 'XL', available: 1, level: 'few' as const },
        { offerUuid: 'd', size: '16.5', available: 0, level: 'none' as const },
        { offerUuid: 'e', size: ' ', available: 4, level: 'in_stock' as const },
      ],
    };
    expect(shopSizes(odd)).toBe('16,5, 18, XL');
  });

  it('reserves the chosen size, or the shop’s own piece of a product without sizes', () => {
    const [centre] = STOCK.shops;
    expect(offerToReserve(centre!, 'o-17', true)).toBe('o-17');
    expect(offerToReserve(centre!, null, true)).toBeNull();
    // the first offer this shop can reserve, not the first the product has
    expect(offerToReserve(centre!, null, false)).toBe('o-18');
    expect(offerToReserve(centre!, 'o-17', false)).toBe('o-17');
  });

  it('reports the reserved piece: its price and size, the discount only at the product’s price', () => {
    const item = { item_id: 'R-1', item_name: 'Кольцо', price: 12990, discount: 1000 };
    const piece = makeReservation().product;
    expect(reservedItem({ ...item, item_variant: '16' }, piece)).toEqual({
      ...item,
      item_variant: '17',
    });
    expect(reservedItem(item, { ...piece, price: 11990, size: null })).toEqual({
      item_id: 'R-1',
      item_name: 'Кольцо',
      price: 11990,
    });
  });

  it('sorts by name, or nearest first by the haversine distance', () => {
    expect(sortShops(STOCK.shops, null).map((s) => s.shop.name)).toEqual([
      'Арбат',
      'Белая',
      'Центр',
    ]);
    const here = { latitude: 55.751, longitude: 37.62 };
    expect(sortShops(STOCK.shops, here).map((s) => s.shop.name)).toEqual([
      'Центр',
      'Белая',
      'Арбат',
    ]);
    // Moscow → Saint Petersburg is about 634 km
    const km = distanceKm(
      { latitude: 55.7558, longitude: 37.6173 },
      { latitude: 59.9343, longitude: 30.3351 },
    );
    expect(Math.round(km)).toBeGreaterThan(625);
    expect(Math.round(km)).toBeLessThan(640);
    expect(formatDistance(0.85)).toBe('850 м');
    expect(formatDistance(3.44)).toBe('3,4 км');
  });

  it('writes the hold in Moscow time', () => {
    expect(formatMoscowDateTime('2026-03-13T09:05:00.000Z')).toBe('13.03.2026 12:05');
    expect(reservationHref('r 1', 'a+b')).toBe('/reservation/r%201/?token=a%2Bb');
    expect(reservationHref('r1')).toBe('/reservation/r1/');
  });
});
