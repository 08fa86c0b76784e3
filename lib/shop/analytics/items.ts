import type { CartItem } from '@/lib/platform/api/contracts/cart';
import type { Product, ProductOffer } from '@/lib/platform/api/contracts/catalog';
import type { Order } from '@/lib/platform/api/contracts/order';
import { STORE_BRAND } from '@/lib/shop/constants';
import { offerPrices, productPrices } from '@/lib/shop/product-price';

/** A GA4 e-commerce item (Yandex Metrica's e-commerce reads the same shape). Prices in roubles. */
export type AnalyticsItem = {
  /** The SKU. */
  item_id: string;
  item_name: string;
  item_brand?: string;
  item_category?: string;
  item_category2?: string;
  item_category3?: string;
  item_category4?: string;
  item_category5?: string;
  item_list_name?: string;
  item_list_id?: string;
  index?: number;
  price?: number;
  /** Old price minus price, per unit. */
  discount?: number;
  quantity?: number;
  /** The size. */
  item_variant?: string;
};

/** A list of the store (catalogue category, search, collection, slider…): GA4's item list. */
export type ItemList = { name: string; id?: string };

const CATEGORY_KEYS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const;

/** `item_category…` from a category path, root first (GA4 takes five levels). */
export function categoryFields(path: readonly string[]): Partial<AnalyticsItem> {
  const fields: Partial<AnalyticsItem> = {};
  CATEGORY_KEYS.forEach((key, level) => {
    const name = path[level];
    if (name) fields[key] = name;
  });
  return fields;
}

function priceFields(current: number | null, old: number | null): Partial<AnalyticsItem> {
  if (current === null) return {};
  const discount = old !== null && old > current ? old - current : 0;
  return discount > 0 ? { price: current, discount } : { price: current };
}

const variantOf = (size: string | null | undefined) =>
  size && size.trim() ? { item_variant: size.trim() } : {};

/** What a listing shows of a product, enough for its item: the card's price, the category path. */
export type ListedProduct = {
  sku: string;
  name: string;
  /** Category names, root first. */
  categories: readonly string[];
  price: number | null;
  old: number | null;
};

/** The item of a product as a listing shows it (a catalogue card's tile). */
export function listedItem(product: ListedProduct): AnalyticsItem {
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: STORE_BRAND,
    ...categoryFields(product.categories),
    ...priceFields(product.price, product.old),
  };
}

/** A catalogue product; with an offer, that size's price and variant, else the card's price. */
export function productItem(product: Product, offer?: ProductOffer | null): AnalyticsItem {
  const prices = offer ? offerPrices(offer) : productPrices(product);
  return {
    ...listedItem({
      sku: product.sku,
      name: product.name,
      categories: product.categories.map((category) => category.name),
      price: prices.current,
      old: prices.old,
    }),
    ...variantOf(offer?.size),
  };
}

/** A product's item (`productItem`) narrowed to one offer: that size's price and variant. */
export function offerItem(item: AnalyticsItem, offer: ProductOffer): AnalyticsItem {
  const narrowed: AnalyticsItem = { ...item };
  delete narrowed.price;
  delete narrowed.discount;
  delete narrowed.item_variant;
  const prices = offerPrices(offer);
  return { ...narrowed, ...priceFields(prices.current, prices.old), ...variantOf(offer.size) };
}

/** A recommendation tile (no categories in its contract). */
export function recommendedItem(product: {
  sku: string;
  name: string;
  prices: { current: number; old: number | null };
}): AnalyticsItem {
  return {
    item_id: product.sku,
    item_name: product.name,
    item_brand: STORE_BRAND,
    ...priceFields(product.prices.current, product.prices.old),
  };
}

/** A cart line: its price per unit, size and quantity. */
export function cartLineItem(line: CartItem, quantity = line.quantity): AnalyticsItem {
  return {
    item_id: line.product.sku,
    item_name: line.product.name,
    item_brand: STORE_BRAND,
    price: line.price,
    quantity,
    ...variantOf(line.size),
  };
}

/** An order line, with the old-price discount the order records. */
export function orderLineItem(line: Order['items'][number]): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    item_brand: STORE_BRAND,
    ...priceFields(line.price, line.oldPrice),
    quantity: line.quantity,
    ...variantOf(line.size),
  };
}

/** A line of the legacy checkout or of a legacy order: `count` pieces at `price` each. */
export function legacyLineItem(line: {
  sku: string;
  name: string;
  size: string | null;
  count: number;
  price: number;
}): AnalyticsItem {
  return {
    item_id: line.sku,
    item_name: line.name,
    item_brand: STORE_BRAND,
    price: line.price,
    quantity: line.count,
    ...variantOf(line.size),
  };
}

/** Σ price × quantity of items, in roubles (kopecks rounded away). */
export function itemsValue(items: readonly AnalyticsItem[]): number {
  const sum = items.reduce((total, item) => total + (item.price ?? 0) * (item.quantity ?? 1), 0);
  return Math.round(sum * 100) / 100;
}
