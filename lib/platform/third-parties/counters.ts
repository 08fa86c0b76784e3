import type { AnalyticsSettings } from '@/lib/platform/env';
import { pushToDataLayer } from '@/lib/shop/analytics/data-layer';

import { loadScript } from './load-script';

/** Yandex Metrica's tag (its installation snippet loads the same file). */
export const METRICA_SCRIPT_URL = 'https://mc.yandex.ru/metrika/tag.js';

type Ym = ((...args: unknown[]) => void) & { a?: unknown[][]; l?: number };

/** The container of Google Tag Manager, as its snippet starts it: `gtm.js` first in the data layer. */
export function loadGtm(id: string, scriptUrl: string): Promise<boolean> {
  pushToDataLayer({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const url = new URL(scriptUrl, window.location.href);
  url.searchParams.set('id', id);
  return loadScript(url.toString());
}

/**
 * A Yandex Metrica counter, as its snippet starts it: calls made before the tag arrives queue up in
 * `ym.a`. E-commerce is read from `window.dataLayer`, where the store's events are.
 */
export function loadMetrica(id: string): Promise<boolean> {
  const host = window as unknown as { ym?: Ym };
  if (!host.ym) {
    const ym: Ym = (...args: unknown[]) => {
      (ym.a ??= []).push(args);
    };
    ym.l = Date.now();
    host.ym = ym;
  }
  host.ym(Number(id), 'init', {
    clickmap: true,
    trackLinks: true,
    accurateTrackBounce: true,
    ecommerce: 'dataLayer',
  });
  return loadScript(`${METRICA_SCRIPT_URL}?id=${encodeURIComponent(id)}`);
}

let started = false;

/**
 * Loads the configured counters once per page view (after consent: the caller decides). Nothing
 * configured, nothing loads. Resolves when every script has loaded or failed; never rejects.
 */
export async function loadCounters(settings: AnalyticsSettings | undefined): Promise<void> {
  if (started || !settings) return;
  started = true;
  await Promise.all([
    settings.gtmId ? loadGtm(settings.gtmId, settings.gtmScriptUrl) : null,
    settings.metricaId ? loadMetrica(settings.metricaId) : null,
  ]);
}

/** Tests only: forget that the counters were loaded. */
export function resetCountersForTests(): void {
  started = false;
}
