import tiles from '@/components/product/product-tile.module.css';
import { AppLink } from '@/components/ui/app-link';
import { PlainImage } from '@/components/ui/plain-image';
import { Price } from '@/components/ui/price';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import { productItem } from '@/lib/shop/analytics/items';
import { itemTileProps } from '@/lib/shop/analytics/tile-attributes';
import { isInStock, productPrices, sellableOffers } from '@/lib/shop/product-price';
import { isRingCategory } from '@/lib/shop/ring-size/ring-sizes';

import { MySizeBadge } from './my-size-badge';
import styles from './product-card.module.css';

type ProductCardProps = { product: Product; priority?: boolean };

/**
 * A catalogue card: image, name, price (server-rendered, so crawlers read names and prices); a ring
 * also says whether it comes in the size this device remembers (a browser-only island).
 */
export function ProductCard({ product, priority = false }: ProductCardProps) {
  const { current, old } = productPrices(product);
  const image = product.images[0]?.image_url_sm ?? product.preview_image.image_url_lg;
  const href = `/product/${product.slug}/`;
  return (
    <article className={tiles.tile} {...itemTileProps(productItem(product))}>
      <div className={tiles.picture}>
        <PlainImage src={image} alt="" size={300} preload={priority} className={tiles.image} />
      </div>
      {/* one link, stretched over the card (product-card.module.css): a second one around the
          picture was a copy in the HTML and the flight data that no one could focus */}
      <h2 className={tiles.name}>
        <AppLink href={href} className={styles.cover}>
          {product.name}
        </AppLink>
      </h2>
      {current !== null && <Price current={current} old={old} size="small" />}
      {!isInStock(product) && <p className={tiles.out}>Нет в наличии</p>}
      {isRingCategory(product.categories) && (
        <MySizeBadge sizes={sellableOffers(product).flatMap((offer) => offer.size ?? [])} />
      )}
    </article>
  );
}
