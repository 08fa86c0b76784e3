import type { Product, ProductOffer } from '@/lib/api/contracts/catalog';

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
    .sort((a, b) => Number.parseFloat(a.size ?? '0') - Number.parseFloat(b.size ?? '0'));
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
