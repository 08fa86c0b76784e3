import Image from 'next/image';

import tiles from '@/components/product/product-tile.module.css';
import { AppLink } from '@/components/ui/app-link';
import { Price } from '@/components/ui/price';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import { productItem } from '@/lib/shop/analytics/items';
import { itemTileProps } from '@/lib/shop/analytics/tile-attributes';
import { isInStock, productPrices } from '@/lib/shop/product-price';

import { FavoriteButton } from './favorite-button';
import styles from './favorites.module.css';

/** A favourites page card: picture, name, price and the heart (pressed: «Убрать из избранного»). */
export function FavoriteCard({ product }: { product: Product }) {
  const { current, old } = productPrices(product);
  const image = product.images[0]?.image_url_sm ?? product.preview_image.image_url_lg;
  const href = `/product/${product.slug}/`;
  return (
    <article
      className={tiles.tile}
      aria-labelledby={`favorite-${product.id}`}
      {...itemTileProps(productItem(product))}
    >
      <AppLink href={href} className={tiles.picture} tabIndex={-1} aria-hidden="true">
        <Image src={image} alt="" width={300} height={300} className={tiles.image} />
      </AppLink>
      <FavoriteButton productId={product.id} initialActive className={styles.heart} />
      <h2 className={tiles.name} id={`favorite-${product.id}`}>
        <AppLink href={href}>{product.name}</AppLink>
      </h2>
      {current !== null && <Price current={current} old={old} size="small" />}
      {!isInStock(product) && <p className={tiles.out}>Нет в наличии</p>}
    </article>
  );
}
