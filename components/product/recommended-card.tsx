import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import { Price } from '@/components/ui/price';
import type { RecommendedProduct } from '@/lib/platform/api/contracts/main';
import { recommendedItem } from '@/lib/shop/analytics/items';
import { itemTileProps } from '@/lib/shop/analytics/tile-attributes';
import { cutName } from '@/lib/shop/format/text';

import styles from './recommended-card.module.css';

/**
 * What a tile shows of a recommended product. The slider is a client component: a server page that
 * renders one passes no more than this, so its payload carries no unused fields (docs/performance.md).
 */
export type RecommendedCardProduct = Pick<
  RecommendedProduct,
  'id' | 'slug' | 'name' | 'sku' | 'image' | 'prices'
>;

export const toRecommendedCard = ({
  id,
  slug,
  name,
  sku,
  image,
  prices,
}: RecommendedProduct): RecommendedCardProduct => ({ id, slug, name, sku, image, prices });

type RecommendedCardProps = {
  product: RecommendedCardProduct;
  /** Where the tile leads, when not the plain product page (a gift hint adds `?size=`). */
  href?: string;
};

/** A recommendation tile: picture, name cut to 50 characters and the price. */
export function RecommendedCard({
  product,
  href = `/product/${product.slug}/`,
}: RecommendedCardProps) {
  return (
    <article className={styles.card} {...itemTileProps(recommendedItem(product))}>
      <AppLink href={href} className={styles.link} aria-label={product.name}>
        <span className={styles.media}>
          {/* Product pictures are SVG from /media: nothing for the optimiser to do. */}
          <Image src={product.image} alt="" width={300} height={300} className={styles.image} />
        </span>
        <span className={styles.name}>{cutName(product.name)}</span>
      </AppLink>
      <Price current={product.prices.current} old={product.prices.old} size="small" />
    </article>
  );
}
