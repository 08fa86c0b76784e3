import type { Product } from '@/lib/platform/api/contracts/catalog';

/**
 * The product's images as absolute addresses against `origin`: the gallery, or else the preview.
 * One list for the product page's JSON-LD and the market feeds; an empty address is left out.
 */
export function productImageUrls(product: Product, origin: string): string[] {
  const sources = product.images.length
    ? product.images.map((image) => image.image_url_lg)
    : [product.preview_image.image_url_lg];
  return sources.filter((src) => src !== '').map((src) => new URL(src, origin).href);
}
