'use client';

import { useRef } from 'react';

/**
 * One Idempotency-Key per reservation attempt: the same body (a retry after no answer, a second
 * click) is sent with the same key, so it makes one reservation; a changed body is a new attempt
 * with a new key (the service refuses a key reused for another body). Kept in memory only: the
 * attempt lives as long as its form.
 */
export function useAttemptKey() {
  const attempt = useRef<{ body: string; key: string } | null>(null);
  return {
    keyFor(body: object): string {
      const text = JSON.stringify(body);
      if (attempt.current?.body !== text)
        attempt.current = { body: text, key: crypto.randomUUID() };
      return attempt.current.key;
    },
    done() {
      attempt.current = null;
    },
  };
}
