import type { Product } from '@/lib/platform/api/contracts/catalog';
import type { ListedProduct } from '@/lib/shop/analytics/items';
import { isInStock, productPrices, sellableOffers } from '@/lib/shop/product-price';
import { isRingCategory } from '@/lib/shop/ring-size/ring-sizes';

/**
 * What a catalogue card shows of a product, and nothing more: the cards are drawn from these in
 * the browser as on the server, so a page's flight data carries a few hundred bytes per card
 * instead of the card's element tree, and its analytics item comes from the same fields
 * (docs/performance.md).
 */
export type Tile = ListedProduct & {
  slug: string;
  image: string;
  /** Out of stock (absent when in stock). */
  out?: true;
  /** A ring's sellable sizes (absent for other products): «Есть ваш размер». */
  sizes?: string[];
};

export function toTile(product: Product): Tile {
  const { current, old } = productPrices(product);
  return {
    sku: product.sku,
    name: product.name,
    slug: product.slug,
    image: product.images[0]?.image_url_sm ?? product.preview_image.image_url_lg,
    categories: product.categories.map((category) => category.name),
    price: current,
    old,
    ...(isInStock(product) ? {} : { out: true as const }),
    ...(isRingCategory(product.categories)
      ? { sizes: sellableOffers(product).flatMap((offer) => offer.size ?? []) }
      : {}),
  };
}
