import { IMAGE_VARIANTS, productImageName } from '../media/product-image';

import { STYLES, WEAVES } from './attributes';
import type { FlatCategory } from './flatten';
import { GIFT_CARD_NOMINALS, KINDS, type Head, type Kind, type KindCode } from './kinds';
import { METALS, STONES, type Metal, type Stone } from './materials';
import { generateOffers, type SeedOffer } from './offers';
import { discountFor, gemstonePrice, jewelleryPrice } from './pricing';
import type { Rng } from './prng';
import { productDescription, productName, type NameParts } from './product-text';
import { searchKey, slugify } from './translit';

export type SeedProduct = {
  id: string;
  seq: number;
  sku: string;
  slug: string;
  vendorCode: string;
  name: string;
  description: string;
  kindCode: KindCode;
  categoryId: number;
  metal: Metal | null;
  stone: Stone | null;
  style: string | null;
  weave: string | null;
  price: number;
  oldPrice: number | null;
  discount: number;
  popularity: number;
  createdAt: string;
  offers: SeedOffer[];
  images: string[];
  searchText: string;
};

/** Dates are counted back from a fixed day so that the seed never depends on the clock. */
export const SEED_EPOCH = Date.UTC(2026, 10, 15);
const DAY = 86_400_000;

function pickMetal(kind: Kind, rng: Rng, head: Head): Metal | null {
  if (head.noMetal || kind.metals.length === 0) return null;
  const code = rng.weighted(kind.metals);
  return METALS.find((metal) => metal.code === code) ?? null;
}

function pickStone(kind: Kind, metal: Metal | null, rng: Rng): Stone | null {
  if (!rng.chance(kind.stoneChance)) return null;
  const allowed = STONES.filter(
    (stone) =>
      (!kind.stones || kind.stones.includes(stone.code)) &&
      (!stone.preciousOnly || metal === null || metal.precious),
  );
  if (allowed.length === 0) return null;
  // Diamonds dominate gold and platinum jewellery; cubic zirconia dominates silver.
  const favourite = metal?.precious ? 'brilliant' : 'fianit';
  const preferred = allowed.find((stone) => stone.code === favourite);
  return preferred && rng.chance(0.35) ? preferred : rng.pick(allowed);
}

function nameParts(kindCode: KindCode, index: number, rng: Rng): NameParts {
  const kind = KINDS[kindCode];
  const head = rng.pick(kind.heads);
  const metal = pickMetal(kind, rng, head);
  let stone = pickStone(kind, metal, rng);
  const weave = rng.chance(kind.weaveChance) ? rng.pick(WEAVES) : null;
  if (weave) stone = null;
  const motif = kind.motifs && rng.chance(kind.motifChance ?? 0) ? rng.pick(kind.motifs) : null;
  const nominal = kindCode === 'giftcard' ? (GIFT_CARD_NOMINALS[index] ?? 100_000) : null;
  const carat = kindCode === 'gemstone' ? rng.int(20, 250) / 100 : null;
  return { kindCode, kind, head, metal, stone, motif, weave, nominal, carat };
}

function priceOf(parts: NameParts, rng: Rng): number {
  if (parts.nominal !== null) return parts.nominal;
  if (parts.carat !== null && parts.stone) return gemstonePrice(parts.stone, parts.carat);
  return jewelleryPrice(parts.kind, parts.metal, parts.stone, rng);
}

function imagesOf(parts: NameParts, rng: Rng): string[] {
  const first = rng.int(0, IMAGE_VARIANTS - 1);
  const spec = {
    shape: parts.head.shape,
    metal: parts.metal?.code ?? 'none',
    stone: parts.stone?.code ?? 'none',
  };
  return [0, 1, 2].map((step) =>
    productImageName({ ...spec, variant: ((first + step) % IMAGE_VARIANTS) + 1 }, 'lg'),
  );
}

function generateOne(
  seq: number,
  kindCode: KindCode,
  index: number,
  category: FlatCategory,
  rng: Rng,
): SeedProduct {
  const parts = nameParts(kindCode, index, rng);
  const sku = String(10_000_000 + seq * 97 + rng.int(0, 96));
  const name = productName(parts);
  const price = priceOf(parts, rng);
  const { oldPrice, discount } =
    kindCode === 'giftcard' ? { oldPrice: null, discount: 0 } : discountFor(price, rng);
  const vendorCode = `${parts.kind.typeCode}-${parts.metal?.vendorPrefix ?? 'NM'}-${sku.slice(-6)}`;
  const style =
    parts.head.noMetal || parts.nominal !== null || parts.carat !== null ? null : rng.pick(STYLES);
  const offers = generateOffers(rng, parts.kind.sizes, sku, kindCode === 'giftcard');
  const soldOut = offers.every((offer) => offer.stock === 0);
  const createdAt = new Date(SEED_EPOCH - rng.int(0, 730) * DAY - rng.int(0, 86_399) * 1000);
  return {
    id: rng.uuid(),
    seq,
    sku,
    slug: `${slugify(name)}-${sku}`,
    vendorCode,
    name,
    description: productDescription(parts, style, rng),
    kindCode,
    categoryId: category.id,
    metal: parts.metal,
    stone: parts.stone,
    style,
    weave: parts.weave,
    price,
    oldPrice,
    discount,
    popularity: Math.round(rng.next() ** 2.5 * 10_000 * (soldOut ? 0.25 : 1)),
    createdAt: createdAt.toISOString(),
    offers,
    images: imagesOf(parts, rng),
    searchText: searchKey(`${name} ${sku} ${vendorCode}`),
  };
}

/** Generates every product of every category, in tree order, from one PRNG stream. */
export function generateProducts(rng: Rng, categories: readonly FlatCategory[]): SeedProduct[] {
  const products: SeedProduct[] = [];
  for (const category of categories) {
    for (const batch of category.def.products ?? []) {
      for (let index = 0; index < batch.count; index += 1) {
        products.push(generateOne(products.length + 1, batch.kind, index, category, rng));
      }
    }
  }
  return products;
}
