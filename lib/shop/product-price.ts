import type { Product, ProductOffer } from '@/lib/platform/api/contracts/catalog';

/** The displayed price of an offer: the entry of type `site` (spec 3). */
export function sitePrice(offer: ProductOffer): number | null {
  return offer.tradeOffer.prices.find((price) => price.type === 'site')?.price ?? null;
}

export function oldPrice(offer: ProductOffer): number | null {
  return offer.tradeOffer.prices.find((price) => price.type === 'old')?.price ?? null;
}

/** Sellable offers (spec 3): in stock with a non-empty size, sizes ascending numerically. */
export function sellableOffers(product: Product): ProductOffer[] {
  return product.productOffers
    .filter((offer) => offer.count > 0 && offer.size !== null && offer.size.trim() !== '')
    .sort((a, b) => sizeValue(a) - sizeValue(b));
}

/** A size as a number («16,5» and «16.5» alike); sizes that are not numbers sort last. */
function sizeValue(offer: ProductOffer): number {
  const value = Number.parseFloat((offer.size ?? '').replace(',', '.'));
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
}

/** Products without sizes are sold by their single offer when it is in stock. */
export function isSizeless(product: Product): boolean {
  return product.productOffers.every((offer) => !offer.size || offer.size.trim() === '');
}

/** The price shown on cards: the lowest site price among offers in stock (any offer if none). */
export function productPrices(product: Product): { current: number | null; old: number | null } {
  const inStock = product.productOffers.filter((offer) => offer.count > 0);
  const pool = inStock.length > 0 ? inStock : product.productOffers;
  let best: ProductOffer | null = null;
  for (const offer of pool) {
    const price = sitePrice(offer);
    if (price !== null && (best === null || price < (sitePrice(best) ?? Infinity))) best = offer;
  }
  return best ? { current: sitePrice(best), old: oldPrice(best) } : { current: null, old: null };
}

export function isInStock(product: Product): boolean {
  return product.productOffers.some((offer) => offer.count > 0);
}

/** The site price and the old price of one offer (the old one only when it is higher). */
export function offerPrices(offer: ProductOffer): { current: number | null; old: number | null } {
  const current = sitePrice(offer);
  const old = oldPrice(offer);
  return { current, old: current !== null && old !== null && old > current ? old : null };
}

/**
 * What the shopper chooses from on the product page: the sellable sizes (`sized`), or, for a product
 * without sizes, its single in-stock offer. No offers means the product is out of stock entirely.
 */
export type PurchaseOptions = { sized: boolean; offers: ProductOffer[] };

export function purchaseOptions(product: Product): PurchaseOptions {
  if (isSizeless(product)) {
    const offer = product.productOffers.find((candidate) => candidate.count > 0);
    return { sized: false, offers: offer ? [offer] : [] };
  }
  return { sized: true, offers: sellableOffers(product) };
}

/** Lowest and highest site price of some offers; null when none has a site price. */
export function sitePriceRange(offers: ProductOffer[]): { low: number; high: number } | null {
  const prices = offers.map(sitePrice).filter((price): price is number => price !== null);
  if (prices.length === 0) return null;
  return { low: Math.min(...prices), high: Math.max(...prices) };
}

/**
 * The price shown before a size is chosen: the lowest site price among the offers with that
 * offer's old price; `from` is true when the offers' prices differ (shown as «от …»).
 */
export function startingPrice(offers: ProductOffer[]): {
  current: number | null;
  old: number | null;
  from: boolean;
} {
  const range = sitePriceRange(offers);
  if (!range) return { current: null, old: null, from: false };
  const cheapest = offers.find((offer) => sitePrice(offer) === range.low);
  const old = cheapest ? offerPrices(cheapest).old : null;
  return { current: range.low, old, from: range.high > range.low };
}
