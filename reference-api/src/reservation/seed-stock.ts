import type { Db } from '../db/open-db';
import { createRng } from '../seed/prng';

/** Share of products (gift cards aside) that no shop holds: only online. */
const IN_NO_SHOP = 0.15;
const SHOPS_PER_PRODUCT: readonly [number, number] = [2, 5];
/** Pieces of one size on one shop's shelf: mostly a few, some none, a few plenty. */
const QUANTITIES: readonly (readonly [number, number])[] = [
  [0, 25],
  [1, 20],
  [2, 15],
  [3, 15],
  [4, 10],
  [5, 10],
  [6, 5],
];
const GIFT_CARDS = 'podarochnye-sertifikaty';

/** FNV-1a: a 32-bit number from a string, so each choice follows from the ids alone. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    value ^= text.charCodeAt(i);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

type OfferRow = { id: string; product_id: string };

/** The shops holding a product: a few of them, or none, chosen from the product id. */
function shopsOf(productId: string, shopIds: readonly number[]): number[] {
  const rng = createRng(hash(`shops|${productId}`));
  if (rng.chance(IN_NO_SHOP)) return [];
  const pool = [...shopIds];
  const count = Math.min(pool.length, rng.int(...SHOPS_PER_PRODUCT));
  return Array.from({ length: count }, () => pool.splice(rng.int(0, pool.length - 1), 1)[0]!);
}

/**
 * The pieces each active shop holds of each offer (size), derived from the product, offer and shop
 * ids: the same every run. Gift cards are not on shelves. Idempotent: a database that has shop
 * stock keeps it (reservations change only what counts as available, never these rows).
 */
export function seedShopStock(db: Db): void {
  const has = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM shop_stock').get()!.n;
  if (has > 0) return;
  const shopIds = db
    .prepare<[], { id: number }>('SELECT id FROM shops WHERE is_active = 1 ORDER BY sort, id')
    .all()
    .map((row) => row.id);
  if (shopIds.length === 0) return;
  const offers = db
    .prepare<[string], OfferRow>(
      `SELECT o.id, p.id AS product_id FROM offers o JOIN products p ON p.seq = o.product_seq
      WHERE p.seq NOT IN (SELECT pc.product_seq FROM product_categories pc
        JOIN categories c ON c.id = pc.category_id WHERE c.slug = ?)
      ORDER BY p.seq, o.position`,
    )
    .all(GIFT_CARDS);
  const byProduct = Map.groupBy(offers, (offer) => offer.product_id);
  const insert = db.prepare(
    'INSERT INTO shop_stock (offer_id, shop_id, quantity) VALUES (?, ?, ?)',
  );
  for (const [productId, productOffers] of byProduct) {
    for (const shopId of shopsOf(productId, shopIds)) {
      const quantities: number[] = productOffers.map(({ id }) =>
        createRng(hash(`stock|${id}|${shopId}`)).weighted<number>(QUANTITIES),
      );
      // a shop that holds the product holds at least one piece of it
      if (!quantities.some((quantity) => quantity > 0)) {
        quantities[hash(`${productId}|${shopId}`) % quantities.length] = 1;
      }
      productOffers.forEach(({ id }, index) => insert.run(id, shopId, quantities[index]!));
    }
  }
}
