import type { PriceRange } from '@/lib/shop/catalog-query';
import { formatRub } from '@/lib/shop/format/money';

/** ui-copy.md names of the filter groups by attribute id (reference-api/README.md: fixed ids). */
export const FACET_TITLES: Record<number, string> = {
  1: 'Металл',
  2: 'Вставка',
  3: 'Стиль',
  4: 'Плетение',
  5: 'Цвет камня',
};

export const facetTitle = (id: number, apiName: string) => FACET_TITLES[id] ?? apiName;

export type PriceBand = { label: string; range: PriceRange };

/** The price bands of spec 2.4 with the labels of ui-copy.md (the same URLs as the mega-menu). */
export const PRICE_BANDS: readonly PriceBand[] = [
  { label: 'до 5 000 ₽', range: [0, 5000] },
  { label: '5 000 – 10 000 ₽', range: [5000, 10000] },
  { label: '10 000 – 20 000 ₽', range: [10000, 20000] },
  { label: '20 000 – 50 000 ₽', range: [20000, 50000] },
  { label: 'от 50 000 ₽', range: [50000, null] },
];

export const samePrice = (a: PriceRange | null, b: PriceRange | null) =>
  a !== null && b !== null && a[0] === b[0] && a[1] === b[1];

/** «до 5 000 ₽», «5 000 – 10 000 ₽», «от 50 000 ₽»: a band's label or the same wording. */
export function priceLabel(range: PriceRange): string {
  const band = PRICE_BANDS.find((candidate) => samePrice(candidate.range, range));
  if (band) return band.label;
  const [min, max] = range;
  const plain = (value: number) => formatRub(value).replace(/\s*₽$/, '');
  if (min !== null && max !== null) return `${plain(min)} – ${formatRub(max)}`;
  if (max !== null) return `до ${formatRub(max)}`;
  return `от ${formatRub(min ?? 0)}`;
}
