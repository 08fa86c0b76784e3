'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState, useSyncExternalStore } from 'react';

import { readCookie } from '@/lib/platform/browser-session';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { useSettings } from '@/lib/platform/settings-context';
import { onConsentChange, readConsent, saveConsent } from '@/lib/platform/third-parties/consent';
import { APP_MODE_COOKIE, APP_MODE_QUERY, detectAppMode } from '@/lib/shop/app-mode';

// Shown to few visits (a counter configured, no choice yet): its code and styles come when shown,
// not with every page.
const ConsentBanner = dynamic(
  () => import('./consent-banner').then((module) => module.ConsentBanner),
  { ssr: false },
);

/** Runs `callback` once the browser is idle after hydration; returns the cancel. */
function afterIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(callback, 1);
  return () => clearTimeout(timer);
}

/** The native app asks for consent itself: its web view shows no banner (and loads no counter). */
function inNativeApp(): boolean {
  return detectAppMode({
    userAgent: navigator.userAgent,
    cookie: readCookie(APP_MODE_COOKIE),
    query: new URLSearchParams(window.location.search).get(APP_MODE_QUERY),
  });
}

const noConsent = () => null;

/**
 * The third parties (docs/third-parties.md), all decided in the browser (a page is one HTML for
 * everybody): once the page is idle after hydration, Web Vitals start when something reads them (a
 * counter or Sentry is configured); the tag manager and Metrica load when configured and consented
 * to; the consent banner shows when a counter is configured and no choice is remembered. Nothing of
 * it is in the first paint: the loaders are imported when needed.
 */
export function ThirdParties() {
  const analytics = useSettings().analytics;
  const [becameIdle, setIdle] = useState(false);
  // offline, a script cannot load (and a failed chunk would count as a broken page): wait
  const online = useOnline();
  const idle = becameIdle && online;
  const consent = useSyncExternalStore(onConsentChange, readConsent, noConsent);
  const configured = Boolean(analytics?.gtmId || analytics?.metricaId);
  // the field figures go to the data layer (for the counters) and to Sentry: with neither there is
  // no reader, and the library would be bytes of every page load for nobody
  const measured = configured || Boolean(process.env.NEXT_PUBLIC_SENTRY_DSN);

  useEffect(() => afterIdle(() => setIdle(true)), []);
  useEffect(() => {
    if (!idle || !measured) return;
    import('@/lib/platform/third-parties/web-vitals')
      .then(({ startWebVitals }) => startWebVitals())
      .catch(() => undefined); // offline or blocked: the visit goes unmeasured
  }, [idle, measured]);
  useEffect(() => {
    if (!idle || !configured || consent !== 'all') return;
    import('@/lib/platform/third-parties/counters')
      .then(({ loadCounters }) => loadCounters(analytics))
      .catch(() => undefined);
  }, [idle, configured, consent, analytics]);

  if (!idle || !configured || consent !== null || inNativeApp()) return null;
  // offline the banner's code cannot load; `idle` already waits for the connection
  return <ConsentBanner onChoose={saveConsent} />;
}
