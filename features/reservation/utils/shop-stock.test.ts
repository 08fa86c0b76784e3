import { describe, expect, it } from 'vitest';

import { STOCK } from '../testing/reservation-fakes';

import { formatMoscowDateTime, reservationHref } from './reservation-format';
import { shopHoursLine } from './shop-hours';
import {
  distanceKm,
  formatDistance,
  shopsWithStock,
  sortShops,
  stockButtonText,
} from './shop-stock';

describe('stock per shop', () => {
  it('counts the shops with the chosen size, or with any size before one is chosen', () => {
    expect(shopsWithStock(STOCK.shops, 'o-17')).toBe(2);
    expect(shopsWithStock(STOCK.shops, 'o-18')).toBe(2);
    expect(shopsWithStock(STOCK.shops, null)).toBe(3);
    expect(stockButtonText(5)).toBe('Наличие в магазинах: 5');
    expect(stockButtonText(0)).toBe('Нет в магазинах');
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

  it('writes the hours as one line and the hold in Moscow time', () => {
    expect(shopHoursLine(STOCK.shops[0]!.shop)).toBe('Ежедневно 10:00–22:00');
    expect(formatMoscowDateTime('2026-03-13T09:05:00.000Z')).toBe('13.03.2026 12:05');
    expect(reservationHref('r 1', 'a+b')).toBe('/reservation/r%201/?token=a%2Bb');
    expect(reservationHref('r1')).toBe('/reservation/r1/');
  });
});
