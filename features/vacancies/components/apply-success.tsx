'use client';

import { useEffect, useRef } from 'react';

import styles from './vacancy-page.module.css';

export const APPLY_SENT_TITLE = 'Спасибо! Отклик отправлен.';
export const APPLY_SENT_TEXT =
  'Менеджер по подбору свяжется с вами по телефону в течение 3 рабочих дней.';

/** What happens after a sent application; focused so a screen reader reads it at once. */
export function ApplySuccess() {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  return (
    <div role="status" className={styles.success}>
      <h3 ref={title} tabIndex={-1}>
        {APPLY_SENT_TITLE}
      </h3>
      <p>{APPLY_SENT_TEXT}</p>
    </div>
  );
}
