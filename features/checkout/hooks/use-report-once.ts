'use client';

import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `report` with `value` once per mount, when a value is first there (begin_checkout on the
 * checkout's cart, purchase on the success page's order).
 */
export function useReportOnce<T>(value: T | null | undefined, report: (value: T) => void): void {
  const ready = value !== null && value !== undefined;
  const send = useEffectEvent(() => {
    if (value !== null && value !== undefined) report(value);
  });
  useEffect(() => {
    if (ready) send();
  }, [ready]);
}
