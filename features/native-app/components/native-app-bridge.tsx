'use client';

import { usePathname, useRouter } from 'next/navigation';
import { useEffect, useRef } from 'react';

import { readCookie, readStorage, writeCookie } from '@/lib/platform/browser-session';
import {
  APP_MODE_COOKIE,
  APP_MODE_COOKIE_MAX_AGE_S,
  APP_MODE_QUERY,
  cookieForQuery,
} from '@/lib/shop/app-mode';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { useSessionStore } from '@/stores/session-store';

import { endInit, hasNativeBridge, init, recordScreen, requestPushToken } from '../bridge';

/**
 * `?app=1` / `?app=0` → the `app_mode` cookie. When that changes what the server rendered, the
 * page is refreshed once so the server renders the matching footer (first app visit only).
 */
function useAppModeCookie(serverAppMode: boolean) {
  const router = useRouter();
  useEffect(() => {
    const query = new URLSearchParams(window.location.search).get(APP_MODE_QUERY);
    const wanted = cookieForQuery(query);
    if (wanted === undefined || readCookie(APP_MODE_COOKIE) === wanted) return;
    writeCookie(APP_MODE_COOKIE, wanted, APP_MODE_COOKIE_MAX_AGE_S);
    // Refresh only when the cookie took (blocked cookies would refresh forever).
    if (readCookie(APP_MODE_COOKIE) === wanted && (wanted === '1') !== serverAppMode) {
      router.refresh();
    }
  }, [router, serverAppMode]);
}

/** Inside the app: init and end-init at start, then the push token for a signed-in customer. */
function useAppStart() {
  const loggedIn = useSessionStore((s) => s.hydrated && s.loggedIn);
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !hasNativeBridge()) return;
    started.current = true;
    init();
    endInit();
  }, []);
  useEffect(() => {
    if (!loggedIn || !hasNativeBridge()) return;
    let cancelled = false;
    void requestPushToken().then((token) => {
      if (cancelled || !token || token === readStorage(STORAGE_KEYS.pushToken)) return;
      // the HTTP client loads only in the app with a token to send (first-load JS, docs/performance.md)
      void import('@/lib/platform/api/push-token').then(({ registerPushToken }) =>
        registerPushToken(token),
      );
    });
    return () => {
      cancelled = true;
    };
  }, [loggedIn]);
}

/** Sends every visited path to the app's screen history (the last 10). */
function useScreenHistory() {
  const pathname = usePathname();
  useEffect(() => {
    if (pathname) recordScreen(pathname);
  }, [pathname]);
}

/** The native-app bridge of the default layout. Renders nothing; a no-op in a plain browser. */
export function NativeAppBridge({ serverAppMode }: { serverAppMode: boolean }) {
  useAppModeCookie(serverAppMode);
  useAppStart();
  useScreenHistory();
  return null;
}
