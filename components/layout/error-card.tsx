'use client';

import { useId } from 'react';

import { Button, buttonClassName } from '@/components/ui/button';
import { RELOAD_OR_RETRY } from '@/components/ui/load-failed';
import { SupportPhone } from '@/components/ui/support-phone';

import styles from './error-card.module.css';

type ErrorCardProps = {
  /** A more specific explanation shown under the generic text. */
  message?: string;
  /** Retry (e.g. the error boundary's reset); without it the page reloads. */
  onRetry?: () => void;
  /**
   * A page drawn on the server without its data: «ПРОДОЛЖИТЬ» is a link to this address,
   * so it works before and without any script.
   */
  continueHref?: string;
  /**
   * What support looks the failure up by in the logs: the request id of a page drawn without its
   * data, or the digest Next gives a failed server render (both are on the failure's log line).
   */
  code?: string | null;
};

/** The generic error card of spec 2.5 and 8: reload-or-retry text, support phone, ПРОДОЛЖИТЬ. */
export function ErrorCard({ message, onRetry, continueHref, code }: ErrorCardProps) {
  const titleId = useId();
  const onContinue = () => {
    if (onRetry) onRetry();
    else window.location.reload();
  };
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <h1 id={titleId} className={styles.title}>
        Произошла ошибка
      </h1>
      <p className={styles.text}>{RELOAD_OR_RETRY}</p>
      {message && <p className={styles.message}>{message}</p>}
      <SupportPhone className={styles.support} />
      {code && (
        <p className={styles.code}>
          Код ошибки: <code>{code}</code>
        </p>
      )}
      {continueHref ? (
        <a href={continueHref} className={buttonClassName()}>
          ПРОДОЛЖИТЬ
        </a>
      ) : (
        <Button onClick={onContinue}>ПРОДОЛЖИТЬ</Button>
      )}
    </section>
  );
}
