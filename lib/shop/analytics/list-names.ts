import { STORAGE_KEYS } from '@/lib/shop/constants';

import { readJson, writeHalving } from './safe-storage';

/** `[sku, list name]`, oldest first: the shape the cart already clears (spec 4 "Cart"). */
export type ListNamePair = [string, string];

/** Most recent choices kept; enough for any cart, small enough for any storage. */
export const LIST_NAMES_LIMIT = 100;

/** Kept from begin_checkout on, because the emptied cart of a placed order clears the pairs. */
export const CHECKOUT_LIST_NAMES_KEY = 'checkoutProductLists';

const isPairs = (value: unknown): value is ListNamePair[] =>
  Array.isArray(value) &&
  value.every(
    (pair) =>
      Array.isArray(pair) &&
      pair.length === 2 &&
      typeof pair[0] === 'string' &&
      typeof pair[1] === 'string',
  );

function readPairs(key: string): ListNamePair[] {
  return readJson<ListNamePair[]>(key, [], isPairs);
}

/**
 * Remembers which list a product was chosen from (spec 3 «stored in the browser»), so the cart and
 * the order attribute it. The most recent choice of a SKU wins; the oldest pairs go past the limit,
 * and half of them on a storage quota error (spec 9). Never throws.
 */
export function rememberListName(sku: string, listName: string): void {
  if (!sku || !listName) return;
  const pairs = readPairs(STORAGE_KEYS.productLists).filter(([known]) => known !== sku);
  pairs.push([sku, listName]);
  writeHalving(STORAGE_KEYS.productLists, pairs.slice(-LIST_NAMES_LIMIT));
}

/** The list a product was last chosen from (the checkout's copy when the cart's is gone). */
export function listNameOf(sku: string): string | undefined {
  const find = (key: string) => readPairs(key).findLast(([known]) => known === sku)?.[1];
  return find(STORAGE_KEYS.productLists) ?? find(CHECKOUT_LIST_NAMES_KEY);
}

/** Copies the pairs aside when checkout begins: the placed order empties the cart, which clears them. */
export function keepListNamesForCheckout(): void {
  const pairs = readPairs(STORAGE_KEYS.productLists);
  if (pairs.length > 0) writeHalving(CHECKOUT_LIST_NAMES_KEY, pairs);
}
