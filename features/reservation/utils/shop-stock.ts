import type { Reservation } from '@/lib/platform/api/contracts/reservations';
import type { ShopStock, StockLevel } from '@/lib/platform/api/contracts/stock';
import type { AnalyticsItem } from '@/lib/shop/analytics/items';

export const STOCK_TITLE = 'Наличие в магазинах';
export const NO_SHOPS = 'Нет в магазинах';

/** A shop's level for the chosen offer (size), or for any offer while none is chosen. */
export function shopLevel(stock: ShopStock, offerId: string | null): StockLevel {
  if (offerId === null) return stock.level;
  return stock.offers.find((offer) => offer.offerUuid === offerId)?.level ?? 'none';
}

/** How many shops have the chosen offer (or any offer while none is chosen). */
export function shopsWithStock(shops: readonly ShopStock[], offerId: string | null): number {
  return shops.filter((stock) => shopLevel(stock, offerId) !== 'none').length;
}

/** How many shops have each offer, and any offer: what the stock button's label needs. */
export type StockCounts = { any: number; offers: Record<string, number> };

/** The stock button's counts of a stock answer. */
export function stockCounts(shops: readonly ShopStock[]): StockCounts {
  const offers: Record<string, number> = {};
  for (const stock of shops) {
    for (const offer of stock.offers) {
      if (offer.level !== 'none') offers[offer.offerUuid] = (offers[offer.offerUuid] ?? 0) + 1;
    }
  }
  return { any: shopsWithStock(shops, null), offers };
}

/** How many shops have the chosen offer (or any offer while none is chosen). */
export const countFor = (counts: StockCounts, offerId: string | null): number =>
  offerId === null ? counts.any : (counts.offers[offerId] ?? 0);

/** The stock button's text: the number of shops, or that none has it. */
export function stockButtonText(count: number): string {
  return count > 0 ? `${STOCK_TITLE}: ${count}` : NO_SHOPS;
}

/** A size some shop can reserve: its offer and the size as the page writes it. */
export type StockSize = { offerUuid: string; size: string };

/** A size as a number («16,5» and «16.5» alike); sizes that are not numbers sort last. */
const sizeNumber = (size: string) => {
  const value = Number.parseFloat(size.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
};
const bySize = (a: StockSize, b: StockSize) => sizeNumber(a.size) - sizeNumber(b.size) || 0;

const heldSizes = (stock: ShopStock): StockSize[] =>
  stock.offers.flatMap(({ offerUuid, size, available }) =>
    available > 0 && size?.trim() ? [{ offerUuid, size: size.trim() }] : [],
  );

/**
 * The sizes the dialog offers, ascending as on the page: every size some shop can reserve,
 * whether or not it is on sale online, and `keep` (the size already chosen) even when no shop
 * has it any more, so the choice never vanishes under the shopper.
 */
export function stockSizes(shops: readonly ShopStock[], keep: string | null): StockSize[] {
  const sizes = new Map<string, StockSize>();
  for (const stock of shops) {
    for (const size of heldSizes(stock)) sizes.set(size.offerUuid, size);
  }
  const kept = keep === null || sizes.has(keep) ? null : sizeOf(shops, keep);
  if (keep !== null && kept) sizes.set(keep, { offerUuid: keep, size: kept });
  return [...sizes.values()].sort(bySize);
}

/** The sizes one shop can reserve, ascending: «16, 17,5». */
export function shopSizes(stock: ShopStock): string {
  return heldSizes(stock)
    .sort(bySize)
    .map((held) => held.size)
    .join(', ');
}

/** The size of an offer as the shops' stock names it (every shop lists every offer). */
export function sizeOf(shops: readonly ShopStock[], offerId: string): string | null {
  for (const { offers } of shops) {
    const size = offers.find((offer) => offer.offerUuid === offerId)?.size?.trim();
    if (size) return size;
  }
  return null;
}

/**
 * The offer «Забронировать» reserves at a shop: the chosen size, or for a product without sizes
 * that shop's own piece (on sale online or not). Null: a size has to be chosen first.
 */
export function offerToReserve(
  stock: ShopStock,
  offerId: string | null,
  sized: boolean,
): string | null {
  if (offerId !== null || sized) return offerId;
  return (stock.offers.find((offer) => offer.available > 0) ?? stock.offers[0])?.offerUuid ?? null;
}

/**
 * The `reserve_in_store` item: the product's item narrowed to the piece reserved, its price and
 * size as the reservation gives them (the size may be one the page does not sell online).
 */
export function reservedItem(item: AnalyticsItem, piece: Reservation['product']): AnalyticsItem {
  const narrowed: AnalyticsItem = { ...item, price: piece.price };
  delete narrowed.discount;
  delete narrowed.item_variant;
  // the product's discount holds only while the price is the product's own
  if (item.discount !== undefined && item.price === piece.price) narrowed.discount = item.discount;
  if (piece.size?.trim()) narrowed.item_variant = piece.size.trim();
  return narrowed;
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
