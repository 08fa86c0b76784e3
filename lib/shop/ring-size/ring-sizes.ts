/**
 * Ring sizes as the catalogue writes them: reading and writing a size, and which categories are
 * rings. Small on purpose: the catalogue and the product page load it with every page; the size
 * guide's table and the sizer's geometry are in size-table.ts, loaded with the guide.
 */

/** The Russian sizes the guide lists: 14 to 24 in half sizes. */
export const MIN_RING_SIZE = 14;
export const MAX_RING_SIZE = 24;

/** A size as the catalogue writes it («17», «17.5»; «17,5» reads too); null when not a number. */
export function parseRingSize(text: string | null | undefined): number | null {
  if (!text) return null;
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d{1,2}(\.\d{1,2})?$/.test(trimmed)) return null;
  return Number(trimmed);
}

/** A size as the catalogue writes it: «17», «17.5». */
export function formatRingSize(size: number): string {
  return String(Math.round(size * 100) / 100);
}

/** The numeric sizes of offer size strings, skipping those that are not numbers. */
export function numericSizes(sizes: readonly (string | null)[]): number[] {
  return sizes.map(parseRingSize).filter((size): size is number => size !== null);
}

type CategoryRef = { slug: string; name: string };

/** The rings branch of the catalogue («Кольца», spec 1). */
export const RING_CATEGORY_SLUG = 'kolca';

/**
 * Whether a category path (a product's categories, a listing's trail) is about rings: the «Кольца»
 * branch, or a category named «Кольца …» elsewhere («Кольца «Спаси и сохрани»» under religious
 * jewellery). «Серьги-кольца» are earrings and do not count.
 */
export function isRingCategory(categories: readonly CategoryRef[]): boolean {
  return categories.some(
    (category) => category.slug === RING_CATEGORY_SLUG || /^Кольца(\s|$)/.test(category.name),
  );
}
