import 'server-only';

import type { CmsBlock, GoldBarsResponse } from '@/lib/platform/api/contracts/cms';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { publicSettings } from '@/lib/platform/env';

import { getGoldBarsUpTo } from './get-gold-bars';
import { getProductsBySku } from './get-products-by-sku';

/** What the blocks of a page need from other calls; null marks a call that failed. */
export type BlockData = {
  /** Products of each `products` block, by the block's index on the page. */
  products: Record<number, RecommendedProduct[] | null>;
  goldBars: GoldBarsResponse | null;
  goldBarsUrl: string;
  /** When the data was loaded (ms): decides whether a countdown had already ended. */
  loadedAt: number;
};

async function orNull<T>(what: string, load: () => Promise<T>): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    console.error(`[cms] ${what} failed to load`, error);
    return null;
  }
}

/**
 * Loads, in parallel, the products of every SKU block and (when the page has a gold bars block)
 * the first `goldBarsPages` pages of bars. A failed call degrades its block only.
 */
export async function loadBlockData(blocks: CmsBlock[], goldBarsPages = 1): Promise<BlockData> {
  const productBlocks = blocks.flatMap((block, index) =>
    block.type === 'products' ? [{ index, skus: block.skus }] : [],
  );
  const hasBars = blocks.some((block) => block.type === 'gold_bars');
  const [lists, goldBars] = await Promise.all([
    Promise.all(productBlocks.map(({ skus }) => orNull('products', () => getProductsBySku(skus)))),
    hasBars ? orNull('gold bars', () => getGoldBarsUpTo(goldBarsPages)) : null,
  ]);
  return {
    products: Object.fromEntries(productBlocks.map(({ index }, i) => [index, lists[i] ?? null])),
    goldBars,
    goldBarsUrl: publicSettings().goldBarsUrl,
    loadedAt: Date.now(),
  };
}
