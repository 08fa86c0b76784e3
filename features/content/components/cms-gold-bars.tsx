import Image from 'next/image';

import { AppLink } from '@/components/ui/app-link';
import type { CmsBlockOf, GoldBarsResponse } from '@/lib/platform/api/contracts/cms';
import { formatRub } from '@/lib/shop/format/money';

import { assetUrl } from '../utils/asset-url';

import { CmsSection } from './cms-section';
import styles from './cms.module.css';

type CmsGoldBarsProps = {
  block: CmsBlockOf<'gold_bars'>;
  /** Bars shown so far (pages 1…n); null when the list could not be loaded. */
  bars: GoldBarsResponse | null;
  /** The external gold bars site: bars are bought there (spec 1). */
  siteUrl: string;
};

export const GOLD_BARS_ANCHOR = 'gold-bars';
const EXTERNAL = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Gold bars, 10 a page with «Показать ещё»; each bar opens the external gold bars site. */
export function CmsGoldBars({ block, bars, siteUrl }: CmsGoldBarsProps) {
  const page = bars?.pagination.page ?? 1;
  const hasMore = bars !== null && page < bars.pagination.last_page;
  return (
    <CmsSection title={block.title} id={GOLD_BARS_ANCHOR}>
      <p className={styles.muted}>{block.text}</p>
      {bars === null ? (
        <p className={styles.notice} role="alert">
          Не удалось загрузить слитки. Обновите страницу или откройте{' '}
          <a href={siteUrl} {...EXTERNAL}>
            сайт слитков
          </a>
          .
        </p>
      ) : (
        <ul className={styles.tiles}>
          {bars.items.map((bar) => (
            <li key={bar.id}>
              <a href={siteUrl} {...EXTERNAL} className={styles.tile}>
                <Image
                  src={assetUrl(bar.image)}
                  alt=""
                  width={400}
                  height={300}
                  className={styles.tileImage}
                />
                <span className={styles.tileTitle}>{bar.name}</span>
                <span className={styles.muted}>Проба {bar.purity}</span>
                <span>{formatRub(bar.price)}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {hasMore && (
        <AppLink
          href={`?page=${page + 1}#${GOLD_BARS_ANCHOR}`}
          className={`${styles.cta} ${styles.more}`}
        >
          Показать ещё
        </AppLink>
      )}
    </CmsSection>
  );
}
