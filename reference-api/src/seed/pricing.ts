import type { Kind } from './kinds';
import type { Metal, Stone } from './materials';
import type { Rng } from './prng';

const MIN_PRICE = 990;
const MAX_PRICE = 450_000;
const PER_CARAT: Record<string, number> = {
  brilliant: 95_000,
  emerald: 42_000,
  sapphire: 36_000,
  ruby: 39_000,
  topaz: 3_500,
  amethyst: 2_800,
};

/** Shop-style whole-rouble prices: 12 390, 4 990. */
export function retail(value: number): number {
  const rounded = Math.ceil(value / 100) * 100 - 10;
  return Math.min(MAX_PRICE, Math.max(MIN_PRICE, rounded));
}

export function jewelleryPrice(
  kind: Kind,
  metal: Metal | null,
  stone: Stone | null,
  rng: Rng,
): number {
  let price = kind.basePrice * (metal?.priceFactor ?? 1) * (0.75 + rng.next() * 0.85);
  if (stone) price *= stone.priceFactor * (kind.stonePlural ? 1.25 : 1);
  // A few pieces are high jewellery, which gives the catalogue its 100–450 thousand rouble tail.
  if (metal?.precious && stone?.preciousOnly && rng.chance(0.18)) price *= 2 + rng.next() * 2;
  return retail(price);
}

export function gemstonePrice(stone: Stone, carat: number): number {
  return retail((PER_CARAT[stone.code] ?? 5_000) * carat);
}

/** About 35% of products are discounted; the deep 30–80% ones land in the sale category. */
export function discountFor(
  price: number,
  rng: Rng,
): { oldPrice: number | null; discount: number } {
  if (!rng.chance(0.35)) return { oldPrice: null, discount: 0 };
  const percent = rng.chance(0.55) ? rng.int(10, 29) : rng.int(30, 80);
  const oldPrice = Math.round(price / (1 - percent / 100) / 10) * 10;
  return { oldPrice, discount: Math.round(100 * (1 - price / oldPrice)) };
}
