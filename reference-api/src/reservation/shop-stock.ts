import type { Shop } from '../../../lib/platform/api/contracts/shops';
import {
  stockLevel,
  type ProductStockResponse,
  type ShopOfferStock,
  type ShopStock,
} from '../../../lib/platform/api/contracts/stock';
import { activeShops } from '../content/shops/routes';
import type { Db } from '../db/open-db';

/**
 * SQL for the pieces of `offer_id` at `shop_id` that reservations hold at the instant `?`: active
 * and not yet past their hold. An expired reservation stops counting here, with no job to run.
 */
export const HELD_SQL = `(SELECT count(*) FROM reservations r WHERE r.offer_id = s.offer_id
  AND r.shop_id = s.shop_id AND r.status = 'active' AND r.hold_until > ?)`;

type ProductRow = { seq: number; id: string; slug: string; sku: string };
type OfferRow = { id: string; size: string | null };
type StockRow = { offer_id: string; shop_id: number; available: number };

/** The product behind a slug or a SKU, or undefined. */
export function productBySlugOrSku(db: Db, id: string): ProductRow | undefined {
  return db
    .prepare<[string, string, string], ProductRow>(
      'SELECT seq, id, slug, sku FROM products WHERE slug = ? OR sku = ? ORDER BY slug = ? DESC LIMIT 1',
    )
    .get(id, id, id);
}

/** Pieces of the offer the shop can still reserve at `now`; undefined when it holds none of it. */
export function availableAt(
  db: Db,
  offerId: string,
  shopId: number,
  now: Date,
): number | undefined {
  return db
    .prepare<[string, string, number], { available: number }>(
      `SELECT max(s.quantity - ${HELD_SQL}, 0) AS available FROM shop_stock s
      WHERE s.offer_id = ? AND s.shop_id = ?`,
    )
    .get(now.toISOString(), offerId, shopId)?.available;
}

function shopStock(shop: Shop, offers: readonly OfferRow[], rows: readonly StockRow[]): ShopStock {
  const here = new Map(rows.map((row) => [row.offer_id, row.available]));
  const perOffer = offers.map((offer): ShopOfferStock => {
    const available = here.get(offer.id) ?? 0;
    return { offerUuid: offer.id, size: offer.size, available, level: stockLevel(available) };
  });
  const available = perOffer.reduce((sum, offer) => sum + offer.available, 0);
  return { shop, offers: perOffer, available, level: stockLevel(available) };
}

/** What every active shop holding the product can reserve of each of its offers at `now`. */
export function productStock(db: Db, product: ProductRow, now: Date): ProductStockResponse {
  const offers = db
    .prepare<[number], OfferRow>(
      'SELECT id, size FROM offers WHERE product_seq = ? ORDER BY position',
    )
    .all(product.seq);
  const rows = db
    .prepare<[string, number], StockRow>(
      `SELECT s.offer_id, s.shop_id, max(s.quantity - ${HELD_SQL}, 0) AS available
      FROM shop_stock s JOIN offers o ON o.id = s.offer_id WHERE o.product_seq = ?`,
    )
    .all(now.toISOString(), product.seq);
  const byShop = Map.groupBy(rows, (row) => row.shop_id);
  const shops = activeShops(db).flatMap((shop) => {
    const held = byShop.get(shop.id);
    return held ? [shopStock(shop, offers, held)] : [];
  });
  return { productUuid: product.id, slug: product.slug, sku: product.sku, shops };
}
