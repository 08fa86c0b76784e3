'use client';

import { useEffect } from 'react';

import { reportError } from '@/lib/platform/report-error';

/**
 * Last resort when the root layout itself fails: no providers are available here, so this is
 * plain markup with the same texts as the error card (spec 2.5).
 */
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportError(error);
  }, [error]);
  return (
    <html lang="ru">
      <body style={{ fontFamily: 'system-ui, sans-serif', padding: 24 }}>
        <h1>Произошла ошибка</h1>
        <p>Что-то пошло не так. Обновите страницу или повторите попытку позже.</p>
        {error.digest && (
          <p>
            Код ошибки: <code>{error.digest}</code>
          </p>
        )}
        <button type="button" onClick={() => window.location.reload()}>
          ПРОДОЛЖИТЬ
        </button>
      </body>
    </html>
  );
}
