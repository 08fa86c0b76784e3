import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { Banner } from '@/lib/platform/api/contracts/main';
import { bannerPromotion } from '@/lib/shop/analytics/promotions';
import { promotionTileProps } from '@/lib/shop/analytics/tile-attributes';

import styles from './product-grid.module.css';

/**
 * A catalogue banner spanning the whole grid row (placed by utils/grid-items.ts). The catalogue's
 * banner pictures are portrait tiles, so the row shows the picture beside its title.
 */
export function GridBanner({ banner, slot }: { banner: Banner; slot: number }) {
  return (
    <li className={styles.banner} {...promotionTileProps(bannerPromotion(banner, slot))}>
      <AppLink href={banner.link} className={styles.bannerLink}>
        <Image src={banner.image} alt="" width={600} height={900} className={styles.bannerImage} />
        <span className={styles.bannerText}>
          <span className={styles.bannerTitle}>{banner.title}</span>
          {banner.subtitle && <span className={styles.bannerSubtitle}>{banner.subtitle}</span>}
          <span className={styles.bannerMore} aria-hidden="true">
            Смотреть →
          </span>
        </span>
      </AppLink>
    </li>
  );
}
