'use client';

import type { ShopHours } from '@/lib/shop/shop-hours';

import { useCurrentMinute } from '../hooks/use-current-minute';
import { openState, openStateText } from '../utils/open-state';

import styles from './shops.module.css';

type OpenNowBadgeProps = {
  hours: ShopHours;
  /** When the server rendered the page (ms): the first render shows the server's state. */
  renderedAt: number;
};

/**
 * «Открыто до 22:00» / «Закрыто, откроется в 10:00», in Moscow time. Computed on the server at
 * request time, then recomputed every minute in the browser so an open tab never shows a stale
 * "open".
 */
export function OpenNowBadge({ hours, renderedAt }: OpenNowBadgeProps) {
  const now = useCurrentMinute(renderedAt);
  const state = openState(hours, now);
  return (
    <p className={state.open ? styles.badgeOpen : styles.badgeClosed}>
      <span aria-hidden="true" className={styles.badgeDot} />
      {openStateText(state)}
    </p>
  );
}
