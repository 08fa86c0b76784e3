import type { z } from 'zod';

import { ENV, type EnvName } from '@/lib/platform/env/declaration';

/**
 * Runtime configuration, read on the server at request time (never inlined at build), so one
 * build runs against any back end. Every variable is declared, with its default, in
 * lib/platform/env/declaration.ts (listed in `.env.example` and docs/configuration.md).
 */
const SERVICE_ENV = {
  core: 'CORE_API_URL',
  main: 'MAIN_API_URL',
  catalog: 'CATALOG_API_URL',
  delivery: 'DELIVERY_API_URL',
  order: 'ORDER_API_URL',
  cart: 'CART_API_URL',
} as const satisfies Record<string, EnvName>;

/**
 * A service of spec 7 by its setting. The api's own `ServiceName` (contracts/common.ts) is the same
 * union: a service added there without its URL here fails where the api asks for it.
 */
type ServiceName = keyof typeof SERVICE_ENV;

/** A declared variable as its schema reads it: blank or malformed counts as unset (its default). */
function setting<N extends EnvName>(name: N): z.output<(typeof ENV)[N]['schema']> {
  const schema: z.ZodType = ENV[name].schema;
  const parsed = schema.safeParse(process.env[name]);
  return (parsed.success ? parsed.data : schema.parse(undefined)) as z.output<
    (typeof ENV)[N]['schema']
  >;
}

/** A variable of the platform (lib/platform/env/declaration.ts PLATFORM_VARIABLES), blank counts as unset. */
function platform(
  name: 'VERCEL_GIT_COMMIT_SHA' | 'GITHUB_SHA' | 'CI_COMMIT_SHA',
): string | undefined {
  return process.env[name]?.trim() || undefined;
}

/** Base URL of one service as the server reaches it (default: the bundled reference API). */
export function serviceUrl(service: ServiceName): string {
  const explicit = setting(SERVICE_ENV[service]);
  if (explicit) return explicit.replace(/\/$/, '');
  const reference = setting('REFERENCE_API_URL').replace(/\/$/, '');
  return `${reference}/${service}`;
}

/** Where `/media/*` (product images, banners) is served from. */
export function mediaOrigin(): string {
  return (setting('MEDIA_URL') ?? setting('REFERENCE_API_URL')).replace(/\/$/, '');
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
export const DEFAULT_GTM_SCRIPT_URL: string = ENV.GTM_SCRIPT_URL.example;

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
  const gtmId = setting('GTM_ID');
  const metricaId = setting('YANDEX_METRICA_ID');
  return {
    ...(gtmId && { gtmId }),
    gtmScriptUrl: setting('GTM_SCRIPT_URL'),
    ...(metricaId && { metricaId }),
  };
}

export function publicSettings(): PublicSettings {
  return {
    supportPhone: setting('SUPPORT_PHONE'),
    messengerUrl: setting('MESSENGER_URL'),
    goldBarsUrl: setting('GOLD_BARS_URL'),
    fullReloadNavigation: setting('FULL_RELOAD_NAVIGATION'),
    apiTimeoutMs: setting('API_TIMEOUT_MS'),
    yandexMapsApiKey: setting('YANDEX_MAPS_API_KEY'),
    analytics: analyticsSettings(),
  };
}

/** Limits of the page cache (lib/platform/page-cache): PAGE_CACHE_TTL_S=0 turns it off. */
export function pageCacheSettings(): {
  ttlMs: number;
  maxEntries: number;
  maxChars: number;
} {
  return {
    ttlMs: setting('PAGE_CACHE_TTL_S') * 1000,
    maxEntries: setting('PAGE_CACHE_MAX_ENTRIES'),
    // a string of Russian HTML takes two bytes a character in memory
    maxChars: (setting('PAGE_CACHE_MAX_MB') * 1024 * 1024) / 2,
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
  return {
    renderDeadlineMs: setting('RENDER_DEADLINE_MS'),
    breakerFailures: setting('BREAKER_FAILURES'),
    breakerWindowMs: setting('BREAKER_WINDOW_MS'),
    breakerCooldownMs: setting('BREAKER_COOLDOWN_MS'),
    staleMs: setting('PAGE_CACHE_STALE_S') * 1000,
  };
}

/** The public address of the store, for canonical links and Open Graph. */
export function siteUrl(): string {
  return setting('SITE_URL').replace(/\/$/, '');
}

/**
 * The seller's legal name as the market feeds give it (YML's `company`, docs/feeds.md); the
 * store's name until it is set.
 */
export function feedCompany(fallback: string): string {
  return setting('FEED_COMPANY') ?? fallback;
}

/** The four app stores of the native app (spec 1), in the order the /apponelink/ page lists them. */
export type AppStoreId = 'appstore' | 'googleplay' | 'appgallery' | 'rustore';

/**
 * Store pages of the native app, read by /apponelink/. The defaults are placeholders of the right
 * shape for demos; set the real listing addresses in production.
 */
export function appStoreUrls(): Record<AppStoreId, string> {
  return {
    appstore: setting('APP_STORE_URL'),
    googleplay: setting('GOOGLE_PLAY_URL'),
    appgallery: setting('APPGALLERY_URL'),
    rustore: setting('RUSTORE_URL'),
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
    version: setting('APP_VERSION') ?? null,
    commit:
      setting('GIT_COMMIT') ??
      platform('VERCEL_GIT_COMMIT_SHA') ??
      platform('GITHUB_SHA') ??
      platform('CI_COMMIT_SHA') ??
      null,
    builtAt: setting('BUILD_TIME') ?? null,
  };
}
