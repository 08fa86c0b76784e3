'use client';

import { useEffect, useId, useState } from 'react';

import type { CmsBlockOf } from '@/lib/platform/api/contracts/cms';

import { countdownParts, formatCountdown, formatMoscowEnd } from '../utils/countdown';

import styles from './cms.module.css';

type CmsCountdownProps = {
  block: CmsBlockOf<'countdown'>;
  /** Whether the promotion had ended when the server rendered (an ended one stays ended). */
  endedOnServer: boolean;
};

export const ENDED_TEXT = 'Акция завершена';

/**
 * Time left until the end of a promotion, ticking every second in the browser. The server renders
 * the end date (and «Акция завершена» when it passed); the ticking time appears after hydration so
 * the server and the browser never disagree about the current second.
 */
export function CmsCountdown({ block, endedOnServer }: CmsCountdownProps) {
  const headingId = useId();
  const [now, setNow] = useState<number | null>(null);

  useEffect(() => {
    if (endedOnServer) return;
    const tick = () => setNow(Date.now());
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [endedOnServer]);

  const parts = now === null ? null : countdownParts(block.ends_at, now);
  const ended = endedOnServer || parts?.ended === true;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {block.title}
      </h2>
      {ended ? (
        <p className={styles.timer}>{ENDED_TEXT}</p>
      ) : (
        // Announcing every second would flood screen readers; the end date below is the message.
        <p className={styles.timer} role="timer" aria-live="off">
          {parts ? formatCountdown(parts) : '—'}
        </p>
      )}
      <p className={styles.muted}>
        Окончание: <time dateTime={block.ends_at}>{formatMoscowEnd(block.ends_at)}</time>
      </p>
    </section>
  );
}
