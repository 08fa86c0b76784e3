import type { Product } from '@/lib/platform/api/contracts/catalog';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';

/** A catalogue product as the shared product card (components/product) shows it. */
export function toProductCard(product: Product, index: number): RecommendedProduct {
  const sitePrice = product.productOffers[0]?.tradeOffer.prices.find((p) => p.type === 'site');
  const current = product.discount_price ?? sitePrice?.price ?? 0;
  const old =
    product.lowest_price !== null && product.lowest_price > current ? product.lowest_price : null;
  return {
    id: product.id,
    slug: product.slug,
    name: product.name,
    sku: product.sku,
    image: product.preview_image.image_url_lg || product.images[0]?.image_url_lg || '',
    price: { amount: current },
    prices: { current, old },
    index,
  };
}
