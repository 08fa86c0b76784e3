import type { Db } from '../db/open-db';

type Piece = {
  shopId: number;
  offerId: string;
  seq: number;
  size: string | null;
  sort: number;
  quantity: number;
};

/** What one shop can still hand over at one instant: the «В наличии в магазине» filter's view. */
export type ShopAvailability = {
  /** Products with a piece there; with `sizes`, a piece of one of those sizes. Ascending seqs. */
  products(sizes: readonly string[]): number[];
  /** The sizes of a product the shop has a piece of (for the «Размер» counts under this filter). */
  sizesOf(seq: number): readonly string[];
  /** A size's place in the size facet (the offers' `size_sort`). */
  sizeOrder(size: string): number;
};

/**
 * The shelves of the active shops (`shop_stock`), held in memory, for the catalogue's shop filter.
 * A shop's pieces are its quantity less the reservations active and not past their hold at the
 * instant asked, counted as GET /catalog/product/{slug}/stock counts them (reservation/shop-stock.ts).
 * Quantities change only with a re-seed today, so they are read once; reservations change by the
 * minute, so they are read on every call (one grouped query over that shop's holds). Scanning the
 * ~41k shelf rows in SQL for every list and every facet cost 3–4 ms each on this box; this takes
 * well under 1 ms. Whatever writes `shop_stock` later must call `reload()`.
 */
export type ShopStockIndex = {
  at(shopId: number, now: Date): ShopAvailability;
  reload(): void;
};

export function createShopStockIndex(db: Db): ShopStockIndex {
  let byShop = new Map<number, Piece[]>();
  let order = new Map<string, number>();
  const sizeOrder = (size: string) => order.get(size) ?? Number.MAX_SAFE_INTEGER;
  const held = db.prepare<[number, string], { offer_id: string; n: number }>(
    `SELECT offer_id, count(*) AS n FROM reservations
    WHERE shop_id = ? AND status = 'active' AND hold_until > ? GROUP BY offer_id`,
  );

  const reload = (): void => {
    // inactive shops hold nothing for shoppers: the stock endpoint lists active shops only
    const rows = db
      .prepare<[], Piece>(
        `SELECT s.shop_id AS shopId, s.offer_id AS offerId, o.product_seq AS seq, o.size,
          o.size_sort AS sort, s.quantity
        FROM shop_stock s JOIN offers o ON o.id = s.offer_id JOIN shops sh ON sh.id = s.shop_id
        WHERE sh.is_active = 1 AND s.quantity > 0 ORDER BY o.product_seq, o.position`,
      )
      .all();
    byShop = Map.groupBy(rows, (row) => row.shopId);
    order = new Map(rows.flatMap((row) => (row.size ? [[row.size, row.sort] as const] : [])));
  };
  reload();

  return {
    at(shopId, now) {
      const pieces = byShop.get(shopId);
      if (!pieces) return { products: () => [], sizesOf: () => [], sizeOrder };
      const holds = new Map(
        held.all(shopId, now.toISOString()).map((row) => [row.offer_id, row.n]),
      );
      const left = pieces.filter((piece) => piece.quantity > (holds.get(piece.offerId) ?? 0));
      let sizes: Map<number, string[]> | undefined;
      return {
        products(wanted) {
          const only = new Set(wanted);
          const seqs = new Set<number>();
          for (const piece of left) {
            if (only.size === 0 || (piece.size !== null && only.has(piece.size)))
              seqs.add(piece.seq);
          }
          return [...seqs];
        },
        sizesOf(seq) {
          if (!sizes) {
            sizes = new Map();
            for (const { seq: product, size } of left) {
              if (!size) continue;
              const list = sizes.get(product);
              if (!list) sizes.set(product, [size]);
              else if (!list.includes(size)) list.push(size);
            }
          }
          return sizes.get(seq) ?? [];
        },
        sizeOrder,
      };
    },
    reload,
  };
}
