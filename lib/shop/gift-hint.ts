/**
 * Gift hints («Намекнуть о подарке», docs/gift-hints-and-recently-viewed.md): a link to /hint/ that
 * names products by SKU, each with the size the shopper chose — and nothing else, so a link passed
 * around in messengers carries no personal data. `?items=SKU:size,SKU`.
 */
export type HintItem = { sku: string; size: string | null };

export const HINT_PATH = '/hint/';
/** At most this many products in one hint; the rest of a longer list is left out. */
export const HINT_MAX_ITEMS = 20;
/** A longer `items` value is not read at all (20 items of the longest valid form fit well). */
const MAX_PARAM_LENGTH = 1_500;

/** A catalogue SKU as a link may carry it (the catalogue's are digits; letters and `-` allowed). */
export const SKU_PATTERN = /^[A-Za-z0-9-]{1,32}$/;
/** A ring size or a chain/bracelet length: `17`, `17.5`, `45`. */
const SIZE_PATTERN = /^\d{1,3}(?:\.\d{1,2})?$/;

export type ParsedHint = {
  items: HintItem[];
  /** Entries left out: junk, repeats of a SKU, or past the limit. */
  rejected: number;
};

/**
 * Reads the `items` parameter of a hint link. Never throws: junk entries are counted and skipped,
 * a SKU is kept once (its first size), and only the first HINT_MAX_ITEMS are kept.
 */
export function parseHintItems(raw: string | string[] | undefined): ParsedHint {
  const value = Array.isArray(raw) ? raw.join(',') : (raw ?? '');
  if (value.length > MAX_PARAM_LENGTH) return { items: [], rejected: 1 };
  const items: HintItem[] = [];
  const seen = new Set<string>();
  let rejected = 0;
  for (const entry of value.split(',')) {
    if (entry.trim() === '') continue;
    const item = parseEntry(entry.trim());
    if (!item || seen.has(item.sku) || items.length >= HINT_MAX_ITEMS) {
      rejected += 1;
      continue;
    }
    seen.add(item.sku);
    items.push(item);
  }
  return { items, rejected };
}

function parseEntry(entry: string): HintItem | null {
  const parts = entry.split(':');
  if (parts.length > 2) return null;
  const [sku = '', size] = parts;
  if (!SKU_PATTERN.test(sku)) return null;
  if (size === undefined || size === '') return { sku, size: null };
  const normal = size.replace(',', '.');
  return SIZE_PATTERN.test(normal) ? { sku, size: normal } : null;
}

/**
 * The hint page's address for these products (path and query, no origin), valid items only: the
 * SKUs and sizes are plain ASCII, so `:` and `,` stay readable in the link.
 */
export function hintHref(items: readonly HintItem[]): string {
  // each item alone (a SKU with a `,` in it must not become two items); a size a link may not
  // carry is left out, the product is kept
  const entries = items.flatMap(({ sku, size }) =>
    [size ? `${sku}:${size}` : null, sku]
      .filter(
        (entry): entry is string => entry !== null && parseHintItems(entry).items.length === 1,
      )
      .slice(0, 1),
  );
  const { items: kept } = parseHintItems(entries.join(','));
  if (kept.length === 0) return HINT_PATH;
  return `${HINT_PATH}?items=${kept.map(({ sku, size }) => (size ? `${sku}:${size}` : sku)).join(',')}`;
}
