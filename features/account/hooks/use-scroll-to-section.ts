'use client';

import { useEffect, useState } from 'react';

import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

/**
 * «Сменить пароль» and «Подписка» in the account menu store a scroll target (spec 2.4). The app
 * shell scrolls as soon as the section exists, but the profile above it loads later and pushes it
 * down, so once `ready` the section is scrolled to again and the target cleared.
 */
export function useScrollToSection(ready: boolean): void {
  const [target] = useState(() => readStorage(STORAGE_KEYS.scrollTarget));
  useEffect(() => {
    if (!ready || !target) return;
    const element = document.getElementById(target);
    if (typeof element?.scrollIntoView === 'function') element.scrollIntoView({ block: 'start' });
    writeStorage(STORAGE_KEYS.scrollTarget, null);
  }, [ready, target]);
}
