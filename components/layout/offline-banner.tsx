'use client';

import { useEffect, useState } from 'react';

import { useOnline } from '@/lib/platform/hooks/use-online';

import styles from './offline-banner.module.css';

export const OFFLINE_MESSAGE = 'Нет подключения к интернету. Проверим снова, когда связь вернётся.';
export const BACK_ONLINE_MESSAGE = 'Связь восстановлена.';
/** How long «Связь восстановлена» stays after the connection returns. */
export const BACK_ONLINE_MS = 4000;

/**
 * The offline notice: a polite live region, always in the page so screen readers hear
 * when its text changes, empty while online. Offline it says so and stays; when the connection
 * returns it says that for a few seconds. Nothing is blocked: the page stays as the shopper left it.
 */
export function OfflineBanner() {
  const online = useOnline();
  const [shown, setShown] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  // a change of the connection, seen while rendering (React's «storing information from previous
  // renders»): back online says so for a while
  if (online !== shown) {
    setShown(online);
    setBackOnline(online);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_MS);
    return () => clearTimeout(timer);
  }, [backOnline]);

  const message = !online ? OFFLINE_MESSAGE : backOnline ? BACK_ONLINE_MESSAGE : '';
  return (
    <div
      role="status"
      aria-live="polite"
      className={message ? `${styles.banner} ${online ? styles.online : ''}` : styles.empty}
    >
      {message}
    </div>
  );
}
