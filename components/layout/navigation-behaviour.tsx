'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { useSettings } from '@/lib/platform/settings-context';
import {
  SCROLL_TARGET_INTERVAL_MS,
  SCROLL_TARGET_RETRIES,
  STORAGE_KEYS,
} from '@/lib/shop/constants';

/**
 * Spec 2.2, "navigation to a different path triggers a full page reload". Runs in the capture
 * phase, before next/link's handler, which then sees defaultPrevented and stays out of the way.
 */
function onDocumentClick(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const anchor = event.target instanceof Element ? event.target.closest('a') : null;
  if (!anchor || !anchor.hasAttribute('href') || anchor.hasAttribute('download')) return;
  if (anchor.target && anchor.target !== '_self') return;
  if (anchor.getAttribute('aria-disabled') === 'true') return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return;
  if (url.pathname === window.location.pathname) return; // only query or hash changes
  event.preventDefault();
  window.location.assign(url.href);
}

/** Scrolls to the element saved under STORAGE_KEYS.scrollTarget, waiting for it to render. */
function useScrollTarget(pathname: string | null): void {
  useEffect(() => {
    const id = readStorage(STORAGE_KEYS.scrollTarget);
    if (!id) return;
    let attempts = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const element = document.getElementById(id);
      if (element || attempts >= SCROLL_TARGET_RETRIES) {
        element?.scrollIntoView({ block: 'start' });
        writeStorage(STORAGE_KEYS.scrollTarget, null);
        return;
      }
      attempts += 1;
      timer = setTimeout(attempt, SCROLL_TARGET_INTERVAL_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname]);
}

/**
 * The page-level navigation rules of spec 2.2: full reload on a path change and the scroll target.
 * Renders nothing. (The asset-failure reload guard is an inline head script: AssetReloadScript.)
 */
export function NavigationBehaviour() {
  const { fullReloadNavigation } = useSettings();
  const pathname = usePathname();

  useEffect(() => {
    if (!fullReloadNavigation) return;
    document.addEventListener('click', onDocumentClick, true);
    return () => document.removeEventListener('click', onDocumentClick, true);
  }, [fullReloadNavigation]);
  useScrollTarget(pathname);
  return null;
}
