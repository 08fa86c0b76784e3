import { BRACELET_LENGTHS, CHAIN_LENGTHS, RING_SIZES, type SizeScale } from './kinds';
import type { Rng } from './prng';

export type SeedOffer = {
  id: string;
  tradeOfferId: string;
  size: string | null;
  stock: number;
};

function window(rng: Rng, scale: readonly string[], minLength: number, maxStart: number): string[] {
  const start = rng.int(0, maxStart);
  const length = rng.int(Math.min(minLength, scale.length - start), scale.length - start);
  return scale.slice(start, start + length);
}

function sizesFor(scale: SizeScale, rng: Rng): (string | null)[] {
  switch (scale) {
    case 'ring':
      return window(rng, RING_SIZES, 8, 4);
    case 'chain':
      return window(rng, CHAIN_LENGTHS, 3, 2);
    case 'bracelet':
      return window(rng, BRACELET_LENGTHS, 3, 2);
    case 'none':
      return [null];
  }
}

/**
 * One offer per size. About 5% of products are sold out entirely and ~20% of the other offers are
 * out of stock; 3% of sized products also carry an offer with an empty size, as the real catalogue
 * does, which the cart must refuse.
 */
export function generateOffers(
  rng: Rng,
  scale: SizeScale,
  sku: string,
  unlimited: boolean,
): SeedOffer[] {
  const soldOut = !unlimited && rng.chance(0.05);
  const sizes = sizesFor(scale, rng);
  if (scale !== 'none' && rng.chance(0.03)) sizes.push('');
  return sizes.map((size, index) => {
    let stock = rng.chance(scale === 'none' ? 0.07 : 0.2) ? 0 : rng.int(1, 12);
    if (soldOut) stock = 0;
    if (unlimited) stock = 999;
    return {
      id: rng.uuid(),
      tradeOfferId: `${sku}${String(index + 1).padStart(2, '0')}`,
      size,
      stock,
    };
  });
}
