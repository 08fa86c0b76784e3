'use client';

import { useEffect } from 'react';

// Nested modals (e.g. the login modal over another one) share one lock: the body scrolls again
// only when the last of them closes.
let locks = 0;
let savedOverflow = '';
let savedPaddingRight = '';

/** Locks page scroll while `active`, compensating for the vanished scrollbar. */
export function useScrollLock(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const { body, documentElement } = document;
    if (locks === 0) {
      savedOverflow = body.style.overflow;
      savedPaddingRight = body.style.paddingRight;
      const scrollbar = window.innerWidth - documentElement.clientWidth;
      if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
      body.style.overflow = 'hidden';
    }
    locks += 1;
    return () => {
      locks -= 1;
      if (locks === 0) {
        body.style.overflow = savedOverflow;
        body.style.paddingRight = savedPaddingRight;
      }
    };
  }, [active]);
}
