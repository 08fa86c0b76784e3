import type { Db } from '../db/open-db';
import type { StoreRevalidator } from '../http/store-revalidate';

import { productChangeTags } from './admin-products';

/**
 * What changed stock: an order placed (it took its lines' stock) or cancelled (`returned`: it gave
 * the stock back), or some offers set outright (the e2e stock hook). Nothing: the caller tells the
 * store itself (the admin product write).
 */
export type StockChange = { orderUuid?: string; returned?: boolean; offerIds?: readonly string[] };

/** Called after stock changed; resolves once the store was told (or could not be). */
export type OnStockChange = (change?: StockChange) => Promise<void>;

/** The store's webhook takes at most this many tags (app/api/revalidate). */
const MAX_TAGS = 100;

/**
 * The products whose shelf changed: what the store shows of stock is only whether an offer has
 * any (sizes on sale, the «Размер» filter's counts, availability), so an order counts when it took
 * the last piece of an offer, a cancellation when it brought one back from none.
 */
function changedSlugs(db: Db, change: StockChange): string[] {
  const slugs = new Set<string>();
  if (change.orderUuid) {
    const crossed = change.returned ? 'o.stock = oi.quantity' : 'o.stock = 0';
    const rows = db
      .prepare<[string], { slug: string }>(
        `SELECT DISTINCT p.slug FROM order_items oi JOIN offers o ON o.id = oi.offer_id
        JOIN products p ON p.seq = o.product_seq WHERE oi.order_uuid = ? AND ${crossed}`,
      )
      .all(change.orderUuid);
    for (const row of rows) slugs.add(row.slug);
  }
  const bySeq = db.prepare<[string], { slug: string }>(
    'SELECT p.slug FROM offers o JOIN products p ON p.seq = o.product_seq WHERE o.id = ?',
  );
  for (const id of change.offerIds ?? []) {
    const slug = bySeq.get(id)?.slug;
    if (slug) slugs.add(slug);
  }
  return [...slugs];
}

/** The tags of the products whose stock changed, and the listings; `products` past the limit. */
function stockChangeTags(slugs: readonly string[]): string[] {
  const tags = [...new Set(slugs.flatMap(productChangeTags))];
  return tags.length <= MAX_TAGS ? tags : ['products', 'product-lists'];
}

/**
 * An order that takes the last piece of a size is a write that changes what shoppers see,
 * like an admin stock write. The catalogue's list index is rebuilt, and the store is told the
 * products' tags (its revalidation webhook, http/store-revalidate.ts), so its product pages and
 * listings («Размер» filter) stop offering the size at once instead of after their cache lifetime.
 * An order that leaves some pieces tells nothing: the store's pages would not change, and every
 * listing it keeps would be dropped for no reason.
 */
export function stockChangeNotifier(
  db: Db,
  reload: () => void,
  revalidate: StoreRevalidator,
): OnStockChange {
  return async (change) => {
    reload();
    if (!change) return;
    const slugs = changedSlugs(db, change);
    if (slugs.length > 0) await revalidate({ tags: stockChangeTags(slugs) });
  };
}
