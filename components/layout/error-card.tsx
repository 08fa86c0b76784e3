'use client';

import { useId } from 'react';

import { Button, buttonClassName } from '@/components/ui/button';
import { PhoneIcon } from '@/components/ui/icons';
import { telHref } from '@/lib/format/tel-href';
import { useSettings } from '@/lib/settings-context';

import styles from './error-card.module.css';

type ErrorCardProps = {
  /** A more specific explanation shown under the generic text. */
  message?: string;
  /** Retry (e.g. the error boundary's reset); without it the page reloads. */
  onRetry?: () => void;
  /**
   * A page drawn on the server without its data (issue 26): «ПРОДОЛЖИТЬ» is a link to this address,
   * so it works before and without any script.
   */
  continueHref?: string;
};

/** The generic error card of spec 2.5 and 8: reload-or-retry text, support phone, ПРОДОЛЖИТЬ. */
export function ErrorCard({ message, onRetry, continueHref }: ErrorCardProps) {
  const { supportPhone } = useSettings();
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
      <p className={styles.text}>
        Что-то пошло не так. Обновите страницу или повторите попытку позже.
      </p>
      {message && <p className={styles.message}>{message}</p>}
      <p className={styles.support}>
        Служба поддержки:{' '}
        <a href={telHref(supportPhone)} className={styles.phone}>
          <PhoneIcon size="1em" />
          {supportPhone}
        </a>
      </p>
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
