'use client';

import type { ReactNode } from 'react';

import { Button, buttonClassName } from '@/components/ui/button';
import { SupportPhone } from '@/components/ui/support-phone';

import styles from './load-failed.module.css';

/** Spec 2.5's reload-or-retry words, as on the error card. */
export const RELOAD_OR_RETRY =
  'Что-то пошло не так. Обновите страницу или повторите попытку позже.';

type LoadFailedProps = {
  /** What could not be loaded or updated, first. */
  message: string;
  /** Asks again in place (a query's refetch)… */
  onRetry?: () => unknown;
  /** …or, on a page drawn on the server, loads this address again (works without scripts). */
  retryHref?: string;
  /** A read is under way: «Повторить» says so and ignores clicks. */
  retrying?: boolean;
  /** `status` for a part that keeps what it showed before (the page stays usable). */
  role?: 'alert' | 'status';
  /** A way on besides the retry (the cart from the checkout). */
  children?: ReactNode;
};

/**
 * A part of a page whose data could not be read, as spec 2.5 asks of any error: what failed, the
 * reload-or-retry words, the support phone and «Повторить». Nothing the shopper typed is lost:
 * only the part that failed shows this.
 */
export function LoadFailed({
  message,
  onRetry,
  retryHref,
  retrying = false,
  role = 'alert',
  children,
}: LoadFailedProps) {
  return (
    <div className={styles.box} role={role}>
      <p className={styles.message}>{message}</p>
      <p className={styles.text}>{RELOAD_OR_RETRY}</p>
      <SupportPhone className={styles.text} />
      {children}
      {retryHref ? (
        <a href={retryHref} className={buttonClassName({ variant: 'secondary' })}>
          Повторить
        </a>
      ) : (
        <Button
          variant="secondary"
          aria-busy={retrying || undefined}
          aria-disabled={retrying || undefined}
          onClick={() => {
            if (!retrying) void onRetry?.();
          }}
        >
          Повторить
        </Button>
      )}
    </div>
  );
}
