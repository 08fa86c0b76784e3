'use client';

import { usePathname } from 'next/navigation';
import { useEffect } from 'react';

import { readStorage, writeStorage } from '@/lib/browser-session';
import { SCROLL_TARGET_INTERVAL_MS, SCROLL_TARGET_RETRIES, STORAGE_KEYS } from '@/lib/constants';
import { useSettings } from '@/lib/settings-context';

import {
  isChunkLoadFailure,
  isNextAssetElement,
  shouldReloadAfterAssetFailure,
} from './asset-reload-guard';

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

function readReloadStamp(): number | null {
  try {
    const value = Number(window.sessionStorage.getItem(STORAGE_KEYS.reloadGuard));
    return value > 0 ? value : null;
  } catch {
    return null;
  }
}

/** Reloads once per 60 s at most when a page asset failed to load (spec 2.2). */
function reloadAfterAssetFailure(): void {
  const now = Date.now();
  if (!shouldReloadAfterAssetFailure(readReloadStamp(), now)) return;
  try {
    window.sessionStorage.setItem(STORAGE_KEYS.reloadGuard, String(now));
  } catch {
    // without storage the guard cannot be kept; reloading once is still better than a dead page
  }
  window.location.reload();
}

function useAssetReloadGuard(): void {
  useEffect(() => {
    const onError = (event: Event) => {
      if (isNextAssetElement(event.target)) reloadAfterAssetFailure();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadFailure(event.reason)) reloadAfterAssetFailure();
    };
    // Resource errors do not bubble; they are only visible in the capture phase.
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
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

/** The page-level navigation rules of spec 2.2. Renders nothing; mount it once in the root layout. */
export function NavigationBehaviour() {
  const { fullReloadNavigation } = useSettings();
  const pathname = usePathname();

  useEffect(() => {
    if (!fullReloadNavigation) return;
    document.addEventListener('click', onDocumentClick, true);
    return () => document.removeEventListener('click', onDocumentClick, true);
  }, [fullReloadNavigation]);
  useAssetReloadGuard();
  useScrollTarget(pathname);
  return null;
}
