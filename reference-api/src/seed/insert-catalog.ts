import type { Db } from '../db/open-db';

import { ATTRIBUTES, attributeId, attributeValueNames, NO_STONE_NAME, valueId } from './attributes';
import { BANNERS } from './banners';
import { seoDescription, seoTitle } from './categories';
import {
  collectionSeoDescription,
  collectionSeoTitle,
  COLLECTIONS,
  inMembership,
} from './collections';
import type { FlatCategory } from './flatten';
import { KINDS } from './kinds';
import type { SeedProduct } from './products';

export function insertDictionaries(db: Db, categories: readonly FlatCategory[]): void {
  const category = db.prepare(`INSERT INTO categories
    (id, parent_id, slug, name, kind, icon, preview_image, seo_title, seo_description, sort)
    VALUES (?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`);
  for (const { id, parentId, sort, def } of categories) {
    const shape = KINDS[def.kind].heads[0]?.shape ?? 'ring';
    const preview = `/media/p/${shape}_au585_${shape === 'cross' ? 'none' : 'brilliant'}_1.svg`;
    category.run(
      id,
      parentId,
      def.slug,
      def.name,
      def.kind,
      preview,
      seoTitle(def.name),
      seoDescription(def),
      sort,
    );
  }
  const attribute = db.prepare('INSERT INTO attributes (id, code, name, sort) VALUES (?, ?, ?, ?)');
  const value = db.prepare(
    'INSERT INTO attribute_values (id, attribute_id, name, sort) VALUES (?, ?, ?, ?)',
  );
  ATTRIBUTES.forEach((item, sort) => {
    attribute.run(item.id, item.code, item.name, sort);
    attributeValueNames(item.code).forEach((name, index) =>
      value.run(valueId(item.code, name), item.id, name, index),
    );
  });
}

function attributePairs(product: SeedProduct): [number, number][] {
  const pairs: [number, number][] = [];
  const add = (code: Parameters<typeof valueId>[0], name: string): void => {
    pairs.push([attributeId(code), valueId(code, name)]);
  };
  if (product.metal) add('metal', product.metal.name);
  const jewellery = product.metal !== null;
  if (product.stone) add('insert', product.stone.name);
  else if (jewellery) add('insert', NO_STONE_NAME);
  if (product.style) add('style', product.style);
  if (product.weave) add('weave', product.weave);
  if (product.stone) add('stone_color', product.stone.colorName);
  return pairs;
}

export function insertProducts(
  db: Db,
  products: readonly SeedProduct[],
  categories: readonly FlatCategory[],
): void {
  const product = db.prepare(`INSERT INTO products
    (id, seq, sku, slug, vendor_code, name, description, category_id, metal_value_id, price, old_price,
     discount, popularity, created_at, in_stock, search_text)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const link = db.prepare(
    'INSERT OR IGNORE INTO product_categories (category_id, product_seq) VALUES (?, ?)',
  );
  const attribute = db.prepare(
    'INSERT INTO product_attributes (product_seq, attribute_id, value_id) VALUES (?, ?, ?)',
  );
  const image = db.prepare(
    'INSERT INTO product_images (product_seq, position, file) VALUES (?, ?, ?)',
  );
  const offer =
    db.prepare(`INSERT INTO offers (id, trade_offer_id, product_seq, position, size, size_sort, stock)
    VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const parents = new Map(categories.map((item) => [item.id, item.parentId]));
  const members = categories.filter((item) => item.def.membership);
  for (const item of products) {
    const sized = item.offers.some((o) => o.size !== null && o.size !== '');
    const inStock = item.offers.some(
      (o) => o.stock > 0 && (!sized || (o.size !== null && o.size !== '')),
    );
    const metalValue = item.metal ? valueId('metal', item.metal.name) : null;
    product.run(
      item.id,
      item.seq,
      item.sku,
      item.slug,
      item.vendorCode,
      item.name,
      item.description,
      item.categoryId,
      metalValue,
      item.price,
      item.oldPrice,
      item.discount,
      item.popularity,
      item.createdAt,
      inStock ? 1 : 0,
      item.searchText,
    );
    // A product is listed in its category and every ancestor, so listing a branch is one index lookup.
    for (let id: number | null | undefined = item.categoryId; id; id = parents.get(id))
      link.run(id, item.seq);
    for (const member of members) {
      if (!member.def.membership || !inMembership(member.def.membership, item)) continue;
      for (let id: number | null | undefined = member.id; id; id = parents.get(id))
        link.run(id, item.seq);
    }
    for (const [attributeKey, value] of attributePairs(item))
      attribute.run(item.seq, attributeKey, value);
    item.images.forEach((file, position) => image.run(item.seq, position, file));
    item.offers.forEach((o, position) => {
      const sort = o.size ? Number(o.size) : null;
      offer.run(o.id, o.tradeOfferId, item.seq, position, o.size, sort, o.stock);
    });
  }
}

export function insertCollectionsAndBanners(
  db: Db,
  products: readonly SeedProduct[],
  categories: readonly FlatCategory[],
): void {
  const orthodoxRoot = categories.find((item) => item.def.slug === 'pravoslavnye-ukrasheniya');
  const orthodox = new Set(
    categories
      .filter((item) => item.id === orthodoxRoot?.id || item.parentId === orthodoxRoot?.id)
      .map((item) => item.id),
  );
  const collection =
    db.prepare(`INSERT INTO collections (id, slug, name, description, image, seo_title, seo_description, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const member = db.prepare(
    'INSERT INTO collection_products (collection_id, product_seq) VALUES (?, ?)',
  );
  COLLECTIONS.forEach((def, index) => {
    const id = index + 1;
    collection.run(
      id,
      def.slug,
      def.name,
      def.description,
      `/media/collections/${def.slug}.svg`,
      collectionSeoTitle(def),
      collectionSeoDescription(def),
      index,
    );
    products
      .filter((p) => def.includes(p, orthodox))
      .slice(0, def.limit)
      .forEach((p) => member.run(id, p.seq));
  });
  const banner = db.prepare(
    'INSERT INTO banners (id, title, subtitle, image, link, placement, sort) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  BANNERS.forEach((def, index) => {
    banner.run(
      index + 1,
      def.title,
      def.subtitle,
      `/media/banners/${index + 1}.svg`,
      def.link,
      def.placement,
      index,
    );
  });
}
