import type {
  Product,
  ProductAttribute,
  ProductOffer,
} from '../../../lib/platform/api/contracts/catalog';
import type { Db } from '../db/open-db';

import type { CategoryIndex } from './category-index';

type ProductRow = {
  seq: number;
  id: string;
  sku: string;
  slug: string;
  vendor_code: string;
  name: string;
  description: string;
  category_id: number;
  price: number;
  old_price: number | null;
};
type OfferRow = {
  id: string;
  trade_offer_id: string;
  seq: number;
  size: string | null;
  stock: number;
};
type AttributeRow = {
  seq: number;
  id: number;
  code: string;
  name: string;
  value_id: number;
  value: string;
};
type ImageRow = { seq: number; file: string };
type LinkRow = { seq: number; category_id: number };

// json_each lets one prepared statement take any number of keys.
const IN_KEYS = 'IN (SELECT value FROM json_each(?))';

export type ProductReader = {
  /** Full products in the order of `seqs` (internal integer keys); unknown keys are skipped. */
  bySeqs(seqs: readonly number[]): Product[];
  seqBySlug(slug: string): number | undefined;
};

function groupBy<T extends { seq: number }>(rows: readonly T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.seq);
    if (list) list.push(row);
    else map.set(row.seq, [row]);
  }
  return map;
}

export function imageUrls(file: string): { image_url_lg: string; image_url_sm: string } {
  return {
    image_url_lg: `/media/p/${file}`,
    image_url_sm: `/media/p/${file.replace('.svg', '-sm.svg')}`,
  };
}

function toOffer(row: OfferRow, price: number, oldPrice: number | null): ProductOffer {
  const prices: ProductOffer['tradeOffer']['prices'] = [{ type: 'site', price, currency: 'RUB' }];
  if (oldPrice !== null) prices.push({ type: 'old', price: oldPrice, currency: 'RUB' });
  return {
    id: row.id,
    size: row.size,
    count: row.stock,
    tradeOffer: { id: row.trade_offer_id, quantityRetail: row.stock, prices },
  };
}

function toAttribute(row: AttributeRow): ProductAttribute {
  return { id: row.id, code: row.code, name: row.name, valueId: row.value_id, value: row.value };
}

export function createProductReader(db: Db, categories: CategoryIndex): ProductReader {
  const products = db.prepare<
    [string],
    ProductRow
  >(`SELECT seq, id, sku, slug, vendor_code, name, description,
    category_id, price, old_price FROM products WHERE seq ${IN_KEYS}`);
  const offers = db.prepare<
    [string],
    OfferRow
  >(`SELECT id, trade_offer_id, product_seq AS seq, size, stock FROM offers
    WHERE product_seq ${IN_KEYS} ORDER BY product_seq, position`);
  const attributes = db.prepare<
    [string],
    AttributeRow
  >(`SELECT pa.product_seq AS seq, a.id, a.code, a.name,
    v.id AS value_id, v.name AS value FROM product_attributes pa
    JOIN attributes a ON a.id = pa.attribute_id JOIN attribute_values v ON v.id = pa.value_id
    WHERE pa.product_seq ${IN_KEYS} ORDER BY pa.product_seq, a.sort, v.sort`);
  const images = db.prepare<[string], ImageRow>(`SELECT product_seq AS seq, file FROM product_images
    WHERE product_seq ${IN_KEYS} ORDER BY product_seq, position`);
  const links = db.prepare<
    [string],
    LinkRow
  >(`SELECT product_seq AS seq, category_id FROM product_categories
    WHERE product_seq ${IN_KEYS} ORDER BY category_id`);
  const slugStatement = db.prepare<[string], { seq: number }>(
    'SELECT seq FROM products WHERE slug = ?',
  );

  const categoriesOf = (row: ProductRow, linked: readonly LinkRow[]): Product['categories'] => {
    // The primary path comes first (breadcrumbs), then the other branches the product is shown in.
    const path = categories.path(row.category_id);
    const onPath = new Set(path.map((item) => item.id));
    const extra = linked.filter((link) => !onPath.has(link.category_id));
    return [...path, ...extra.flatMap((link) => categories.byId(link.category_id) ?? [])];
  };

  return {
    bySeqs(seqs) {
      if (seqs.length === 0) return [];
      const json = JSON.stringify(seqs);
      const rows = new Map(products.all(json).map((row) => [row.seq, row]));
      const offerMap = groupBy(offers.all(json));
      const attributeMap = groupBy(attributes.all(json));
      const imageMap = groupBy(images.all(json));
      const linkMap = groupBy(links.all(json));
      return seqs.flatMap((seq) => {
        const row = rows.get(seq);
        if (!row) return [];
        const gallery = (imageMap.get(seq) ?? []).map((image) => imageUrls(image.file));
        return [
          {
            id: row.id,
            name: row.name,
            sku: row.sku,
            slug: row.slug,
            description: row.description,
            vendorCode: row.vendor_code,
            preview_image: { image_url_lg: gallery[0]?.image_url_lg ?? '' },
            images: gallery,
            videos: [],
            categories: categoriesOf(row, linkMap.get(seq) ?? []),
            attributes: (attributeMap.get(seq) ?? []).map(toAttribute),
            discount_price: row.price,
            lowest_price: row.old_price,
            isFavorite: false,
            productOffers: (offerMap.get(seq) ?? []).map((offer) =>
              toOffer(offer, row.price, row.old_price),
            ),
          },
        ];
      });
    },
    seqBySlug: (slug) => slugStatement.get(slug)?.seq,
  };
}
