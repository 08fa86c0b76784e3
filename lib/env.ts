import type { ServiceName } from '@/lib/api/contracts/common';

/**
 * Runtime configuration, read on the server at request time (never inlined at build), so one
 * build runs against any back end. Every variable is listed with its default in `.env.example`.
 */
const DEFAULT_REFERENCE_API = 'http://127.0.0.1:4000';

const SERVICE_ENV: Record<ServiceName, string> = {
  core: 'CORE_API_URL',
  main: 'MAIN_API_URL',
  catalog: 'CATALOG_API_URL',
  delivery: 'DELIVERY_API_URL',
  order: 'ORDER_API_URL',
  cart: 'CART_API_URL',
};

function read(name: string): string | undefined {
  const value = process.env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

/** Base URL of one service as the server reaches it (default: the bundled reference API). */
export function serviceUrl(service: ServiceName): string {
  const explicit = read(SERVICE_ENV[service]);
  if (explicit) return explicit.replace(/\/$/, '');
  const reference = (read('REFERENCE_API_URL') ?? DEFAULT_REFERENCE_API).replace(/\/$/, '');
  return `${reference}/${service}`;
}

/** Where `/media/*` (product images, banners) is served from. */
export function mediaOrigin(): string {
  return (read('MEDIA_URL') ?? read('REFERENCE_API_URL') ?? DEFAULT_REFERENCE_API).replace(
    /\/$/,
    '',
  );
}

function flag(name: string, fallback: boolean): boolean {
  const value = read(name);
  if (value === undefined) return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

/** Settings the client needs too; the server passes them down as props (see app/layout.tsx). */
export type PublicSettings = {
  supportPhone: string;
  messengerUrl: string;
  goldBarsUrl: string;
  fullReloadNavigation: boolean;
  apiTimeoutMs: number;
  /**
   * Yandex Maps JavaScript API key for the checkout's pickup map. It is public by nature (it ends
   * up in the script URL; restrict it by HTTP Referer in the Yandex developer console). Unset: the
   * map script is never requested and the pickup tab shows the list only.
   */
  yandexMapsApiKey?: string;
  /** The tag manager and the counters (docs/third-parties.md); unset: nothing loads. */
  analytics?: AnalyticsSettings;
};

/** Where the tag manager's container script comes from unless GTM_SCRIPT_URL says otherwise. */
export const DEFAULT_GTM_SCRIPT_URL = 'https://www.googletagmanager.com/gtm.js';

export type AnalyticsSettings = {
  /** Google Tag Manager container id (GTM_ID, `GTM-XXXXXXX`). */
  gtmId?: string;
  /** The container script's address (GTM_SCRIPT_URL: a first-party tag server, or a test route). */
  gtmScriptUrl: string;
  /** Yandex Metrica counter number (YANDEX_METRICA_ID). */
  metricaId?: string;
};

/**
 * The counters' settings. An id of the wrong shape counts as unset: ids go into a script address
 * and decide which hosts the Content-Security-Policy allows, so nothing else may get through.
 */
export function analyticsSettings(): AnalyticsSettings {
  const gtmId = read('GTM_ID');
  const metricaId = read('YANDEX_METRICA_ID');
  const scriptUrl = read('GTM_SCRIPT_URL');
  return {
    ...(gtmId && /^GTM-[A-Z0-9]+$/i.test(gtmId) && { gtmId }),
    gtmScriptUrl: scriptUrl && /^https?:\/\//.test(scriptUrl) ? scriptUrl : DEFAULT_GTM_SCRIPT_URL,
    ...(metricaId && /^\d{1,12}$/.test(metricaId) && { metricaId }),
  };
}

export function publicSettings(): PublicSettings {
  return {
    supportPhone: read('SUPPORT_PHONE') ?? '8 800 550-75-85',
    messengerUrl: read('MESSENGER_URL') ?? 'https://t.me/jewellery_store_support',
    goldBarsUrl: read('GOLD_BARS_URL') ?? 'https://slitki.example.ru/',
    fullReloadNavigation: flag('FULL_RELOAD_NAVIGATION', true),
    apiTimeoutMs: Number(read('API_TIMEOUT_MS') ?? 10000) || 10000,
    yandexMapsApiKey: read('YANDEX_MAPS_API_KEY'),
    analytics: analyticsSettings(),
  };
}

/** Limits of the page cache (lib/page-cache): PAGE_CACHE_TTL_S=0 turns it off. */
export function pageCacheSettings(): {
  ttlMs: number;
  maxEntries: number;
  maxChars: number;
} {
  const number = (name: string, fallback: number) => {
    const value = Number(read(name) ?? fallback);
    return Number.isFinite(value) && value >= 0 ? value : fallback;
  };
  return {
    ttlMs: number('PAGE_CACHE_TTL_S', 60) * 1000,
    maxEntries: number('PAGE_CACHE_MAX_ENTRIES', 300),
    // a string of Russian HTML takes two bytes a character in memory
    maxChars: (number('PAGE_CACHE_MAX_MB', 64) * 1024 * 1024) / 2,
  };
}

/**
 * How the server treats a slow or failing back end: one deadline for all the service
 * calls of a page render, a circuit breaker per service, and how long a kept page or a cached
 * datum may be served stale when its refresh fails.
 */
export type ResilienceSettings = {
  /** Every service call of one page render shares this budget (RENDER_DEADLINE_MS). */
  renderDeadlineMs: number;
  /** Failures in a row (within the window) that open a service's circuit (BREAKER_FAILURES). */
  breakerFailures: number;
  /** …counted only while they come less than this far apart (BREAKER_WINDOW_MS). */
  breakerWindowMs: number;
  /** How long an open circuit fails calls at once before one probe (BREAKER_COOLDOWN_MS). */
  breakerCooldownMs: number;
  /** How long a kept page or datum may stand in for a failed refresh (PAGE_CACHE_STALE_S). */
  staleMs: number;
};

export function resilienceSettings(): ResilienceSettings {
  const positive = (name: string, fallback: number) => {
    const value = Number(read(name) ?? fallback);
    return Number.isFinite(value) && value > 0 ? value : fallback;
  };
  return {
    renderDeadlineMs: positive('RENDER_DEADLINE_MS', 3000),
    breakerFailures: positive('BREAKER_FAILURES', 5),
    breakerWindowMs: positive('BREAKER_WINDOW_MS', 30_000),
    breakerCooldownMs: positive('BREAKER_COOLDOWN_MS', 10_000),
    staleMs: positive('PAGE_CACHE_STALE_S', 86_400) * 1000,
  };
}

/** The public address of the store, for canonical links and Open Graph. */
export function siteUrl(): string {
  return (read('SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
}

/**
 * The seller's legal name as the market feeds give it (YML's `company`, docs/feeds.md); the
 * store's name until it is set.
 */
export function feedCompany(fallback: string): string {
  return read('FEED_COMPANY') ?? fallback;
}

/** The four app stores of the native app (spec 1), in the order the /apponelink/ page lists them. */
export type AppStoreId = 'appstore' | 'googleplay' | 'appgallery' | 'rustore';

/**
 * Store pages of the native app, read by /apponelink/. The defaults are placeholders of the right
 * shape for demos; set the real listing addresses in production.
 */
export function appStoreUrls(): Record<AppStoreId, string> {
  return {
    appstore: read('APP_STORE_URL') ?? 'https://apps.apple.com/ru/app/id1234567890',
    googleplay:
      read('GOOGLE_PLAY_URL') ?? 'https://play.google.com/store/apps/details?id=ru.jewellery.store',
    appgallery: read('APPGALLERY_URL') ?? 'https://appgallery.huawei.com/app/C100000000',
    rustore: read('RUSTORE_URL') ?? 'https://www.rustore.ru/catalog/app/ru.jewellery.store',
  };
}

/** What /dev/ knows about the running build, from the environment of the server process. */
export type BuildSettings = {
  /** Release or version label (APP_VERSION); null: the package.json version is shown. */
  version: string | null;
  /** Git commit of the build (GIT_COMMIT, else the usual CI variables). */
  commit: string | null;
  /** When the build was made (BUILD_TIME, ISO 8601). */
  builtAt: string | null;
};

export function buildSettings(): BuildSettings {
  return {
    version: read('APP_VERSION') ?? null,
    commit:
      read('GIT_COMMIT') ??
      read('VERCEL_GIT_COMMIT_SHA') ??
      read('GITHUB_SHA') ??
      read('CI_COMMIT_SHA') ??
      null,
    builtAt: read('BUILD_TIME') ?? null,
  };
}
