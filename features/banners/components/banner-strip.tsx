import Image from 'next/image';

import { TrackedPromotions } from '@/components/analytics/tracked-promotions';
import { AppLink } from '@/components/ui/app-link';
import type { Banner } from '@/lib/platform/api/contracts/main';
import { bannerPromotion } from '@/lib/shop/analytics/promotions';
import { promotionTileProps } from '@/lib/shop/analytics/tile-attributes';

import styles from './banner-strip.module.css';

/**
 * Promotional banners in a row; the first one is the page's hero and its largest paint (on a phone
 * it is taller than the others, see the stylesheet), so only it is preloaded. The others load
 * lazily: a preloaded (or eager, which React preloads too) picture is requested ahead of the
 * render-blocking stylesheets and delays the first frame (docs/performance.md).
 */
export function BannerStrip({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <TrackedPromotions className={styles.strip} aria-label="Акции">
      {banners.map((banner, index) => (
        <li
          key={banner.id}
          className={index === 0 ? styles.hero : styles.item}
          {...promotionTileProps(bannerPromotion(banner, index + 1))}
        >
          <AppLink href={banner.link} className={styles.link}>
            <Image
              src={banner.image}
              alt=""
              width={1200}
              height={400}
              preload={index === 0}
              fetchPriority={index === 0 ? 'high' : undefined}
              className={styles.image}
            />
            {/* the generated banner pictures carry their own lettering; the text is for assistive tech */}
            <span className="visually-hidden">
              {banner.title}
              {banner.subtitle ? `. ${banner.subtitle}` : ''}
            </span>
          </AppLink>
        </li>
      ))}
    </TrackedPromotions>
  );
}
