import { AppLink } from '@/components/ui/app-link';
import { PlainImage } from '@/components/ui/plain-image';
import type { Banner } from '@/lib/api/contracts/main';

import styles from './banner-strip.module.css';

/**
 * On a phone the first three banners share the first screen (one column, 3:1), so any of them can be
 * the page's largest paint: they load eagerly, the hero with priority (a preload). Later ones are lazy.
 */
const EAGER_BANNERS = 3;

/** Promotional banners in a row; the first one is the page's hero (loaded first). */
export function BannerStrip({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <ul className={styles.strip} aria-label="Акции">
      {banners.map((banner, index) => (
        <li key={banner.id} className={index === 0 ? styles.hero : styles.item}>
          <AppLink href={banner.link} className={styles.link}>
            <PlainImage
              src={banner.image}
              alt=""
              width={1200}
              height={400}
              preload={index === 0}
              loading={index < EAGER_BANNERS ? 'eager' : 'lazy'}
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
    </ul>
  );
}
