import type { Category, Product, ProductAttribute } from '@/lib/platform/api/contracts/catalog';
import { isSizeless, offerPrices, productPrices, purchaseOptions } from '@/lib/shop/product-price';

/** A category as the feeds list it: the tree flattened, each with its parent. */
export type FeedCategory = { id: number; name: string; parentId: number | null };

/** What both feeds need besides the product: the site's origin and the category tree. */
export type FeedContext = {
  origin: string;
  /** The product page's path (`/product/{slug}/`, features/product/seo.ts). */
  productPath: (product: Product) => string;
  categories: Map<number, FeedCategory>;
};

/** The category tree as id → category with its parent (tree order kept). */
export function indexCategories(tree: Category[]): Map<number, FeedCategory> {
  const index = new Map<number, FeedCategory>();
  const walk = (level: Category[], parentId: number | null) => {
    for (const category of level) {
      index.set(category.id, { id: category.id, name: category.name, parentId });
      walk(category.children, category.id);
    }
  };
  walk(tree, null);
  return index;
}

/**
 * The product's own category: its first category (the one its breadcrumbs name), then down the
 * tree while the next listed category is a child of that one (`kolca` → `pomolvochnye-kolca`),
 * never across into a second branch (`sale`). Null when none is in the tree.
 */
export function productCategory(
  product: Product,
  categories: Map<number, FeedCategory>,
): FeedCategory | null {
  let current: FeedCategory | null = null;
  for (const ref of product.categories) {
    const category = categories.get(ref.id);
    if (!category) continue;
    if (current === null) current = category;
    else if (category.parentId === current.id) current = category;
    else break;
  }
  return current;
}

/** The category and its ancestors, root first. */
export function categoryTrail(
  category: FeedCategory,
  categories: Map<number, FeedCategory>,
): FeedCategory[] {
  const trail = [category];
  for (let parent = category.parentId; parent !== null;) {
    const found = categories.get(parent);
    if (!found || trail.includes(found)) break;
    trail.unshift(found);
    parent = found.parentId;
  }
  return trail;
}

/** One sellable offer as a feed entry: its id, size (null for a product without sizes) and prices. */
export type FeedOffer = { id: string; size: string | null; price: number; oldPrice: number | null };

/**
 * The product's sellable offers with the product page's prices (lib/shop/product-price: the sizes the
 * page offers, each at the price the page shows once that size is chosen). Offers without a site
 * price cannot be sold online and are left out.
 */
export function feedOffers(product: Product): FeedOffer[] {
  const { sized, offers } = purchaseOptions(product);
  return offers.flatMap((offer) => {
    const { current, old } = offerPrices(offer);
    if (current === null) return [];
    return [
      { id: offer.tradeOffer.id, size: sized ? offer.size : null, price: current, oldPrice: old },
    ];
  });
}

/**
 * The offers of a product with nothing in stock, at the price its page then shows (its card
 * price, as its JSON-LD has it): every size, or the single offer of a product without sizes. Their
 * ids are the same as when they are in stock, so a marketplace keeps its item and its history.
 */
export function soldOutOffers(product: Product): FeedOffer[] {
  const { current, old } = productPrices(product);
  if (current === null) return [];
  const oldPrice = old !== null && old > current ? old : null;
  const offers = isSizeless(product)
    ? product.productOffers.slice(0, 1)
    : product.productOffers.filter((offer) => (offer.size ?? '').trim() !== '');
  return offers.map((offer) => ({
    id: offer.tradeOffer.id,
    size: isSizeless(product) ? null : offer.size,
    price: current,
    oldPrice,
  }));
}

/** The page address of an offer: the product page, with the size preselected (`?size=`). */
export function offerUrl(context: FeedContext, product: Product, size: string | null): string {
  const url = new URL(context.productPath(product), context.origin);
  if (size !== null) url.searchParams.set('size', size);
  return url.href;
}

export type FeedParam = { name: string; value: string };

const valueOf = (attributes: ProductAttribute[], code: string) =>
  attributes.find((attribute) => attribute.code === code)?.value.trim() || null;

/**
 * Metal, assay, insert and stone colour. The catalogue has metal and assay in one value
 * («Белое золото 585»); marketplaces want them apart («Белое золото», «585»).
 */
export function materialParams(product: Product): FeedParam[] {
  const params: FeedParam[] = [];
  const metal = valueOf(product.attributes, 'metal');
  if (metal) {
    const split = /^(.*\S)\s+(\d{3,4})$/.exec(metal);
    params.push({ name: 'Металл', value: split?.[1] ?? metal });
    if (split?.[2]) params.push({ name: 'Проба', value: split[2] });
  }
  const insert = valueOf(product.attributes, 'insert');
  if (insert) params.push({ name: 'Вставка', value: insert });
  const stoneColour = valueOf(product.attributes, 'stone_color');
  if (stoneColour) params.push({ name: 'Цвет камня', value: stoneColour });
  return params;
}
