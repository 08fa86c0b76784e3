import type { ShopStock, StockLevel } from '@/lib/platform/api/contracts/stock';

export const STOCK_TITLE = 'Наличие в магазинах';
export const NO_SHOPS = 'Нет в магазинах';

export const LEVEL_LABELS: Readonly<Record<StockLevel, string>> = {
  in_stock: 'В наличии',
  few: 'Мало',
  none: 'Нет',
};

/** A shop's level for the chosen offer (size), or for any offer while none is chosen. */
export function shopLevel(stock: ShopStock, offerId: string | null): StockLevel {
  if (offerId === null) return stock.level;
  return stock.offers.find((offer) => offer.offerUuid === offerId)?.level ?? 'none';
}

/** How many shops have the chosen offer (or any offer while none is chosen). */
export function shopsWithStock(shops: readonly ShopStock[], offerId: string | null): number {
  return shops.filter((stock) => shopLevel(stock, offerId) !== 'none').length;
}

/** The stock button's text: the number of shops, or that none has it. */
export function stockButtonText(count: number): string {
  return count > 0 ? `${STOCK_TITLE}: ${count}` : NO_SHOPS;
}

export type Coordinates = { latitude: number; longitude: number };

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance in kilometres (haversine). */
export function distanceKm(from: Coordinates, to: Coordinates): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

const byName = (a: ShopStock, b: ShopStock) => a.shop.name.localeCompare(b.shop.name, 'ru');

/** The shops by name, or nearest first from `origin` (equal distances by name). */
export function sortShops(shops: readonly ShopStock[], origin: Coordinates | null): ShopStock[] {
  if (!origin) return [...shops].sort(byName);
  const distance = new Map(shops.map((stock) => [stock, distanceKm(origin, stock.shop)]));
  return [...shops].sort((a, b) => distance.get(a)! - distance.get(b)! || byName(a, b));
}

/** «850 м», «3,4 км». */
export function formatDistance(km: number): string {
  if (km < 1) return `${Math.round(km * 1000)} м`;
  return `${(Math.round(km * 10) / 10).toLocaleString('ru-RU')} км`;
}
