import Image from 'next/image';

import tiles from '@/components/product/product-tile.module.css';
import { AppLink } from '@/components/ui/app-link';
import { Price } from '@/components/ui/price';
import { listedItem } from '@/lib/shop/analytics/items';
import { itemTileProps } from '@/lib/shop/analytics/tile-attributes';

import type { Tile } from '../utils/tile';

import { MySizeBadge } from './my-size-badge';
import styles from './product-card.module.css';

type ProductCardProps = { tile: Tile; priority?: boolean };

/**
 * A catalogue card: image, name, price (in the server's HTML, so crawlers read names and prices); a
 * ring also says whether it comes in the size this device remembers.
 */
export function ProductCard({ tile, priority = false }: ProductCardProps) {
  return (
    <article className={tiles.tile} {...itemTileProps(listedItem(tile))}>
      <div className={tiles.picture}>
        <Image
          src={tile.image}
          alt=""
          width={300}
          height={300}
          preload={priority}
          fetchPriority={priority ? 'high' : undefined}
          className={tiles.image}
        />
      </div>
      {/* one link, stretched over the card (product-card.module.css): a second one around the
          picture was a copy in the HTML and the flight data that no one could focus */}
      <h2 className={tiles.name}>
        <AppLink href={`/product/${tile.slug}/`} className={styles.cover}>
          {tile.name}
        </AppLink>
      </h2>
      {tile.price !== null && <Price current={tile.price} old={tile.old} size="small" />}
      {tile.out && <p className={tiles.out}>Нет в наличии</p>}
      {tile.sizes && <MySizeBadge sizes={tile.sizes} />}
    </article>
  );
}
