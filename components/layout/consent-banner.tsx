'use client';

import { useId } from 'react';

import { Button } from '@/components/ui/button';
import type { ConsentChoice } from '@/lib/platform/third-parties/consent';

import styles from './consent-banner.module.css';

type ConsentBannerProps = { onChoose: (choice: ConsentChoice) => void };

const CONSENT_TEXT =
  'Мы используем cookie и счётчики посещений (Яндекс Метрика, Google Tag Manager), чтобы понимать, что удобно покупателям. Они включатся только с вашего согласия.';

/**
 * The analytics cookie banner (152-FZ): a named region at the bottom of the page, not a
 * modal, so it neither blocks the page nor holds the focus; its buttons are in the tab order after
 * the page's content. Shown by ThirdParties only while no choice is remembered.
 */
export function ConsentBanner({ onChoose }: ConsentBannerProps) {
  const titleId = useId();
  return (
    <section className={styles.banner} role="region" aria-labelledby={titleId}>
      <div className={styles.inner}>
        <h2 id={titleId} className={styles.title}>
          Cookie и счётчики
        </h2>
        <p className={styles.text}>
          {CONSENT_TEXT}{' '}
          <a href="/policy/" target="_blank" rel="noopener" className={styles.link}>
            Политика конфиденциальности
          </a>
        </p>
        <div className={styles.actions}>
          <Button onClick={() => onChoose('all')}>Принять</Button>
          <Button variant="secondary" onClick={() => onChoose('necessary')}>
            Только необходимые
          </Button>
        </div>
      </div>
    </section>
  );
}
