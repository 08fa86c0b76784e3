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
};

export function publicSettings(): PublicSettings {
  return {
    supportPhone: read('SUPPORT_PHONE') ?? '8 800 550-75-85',
    messengerUrl: read('MESSENGER_URL') ?? 'https://t.me/jewellery_store_support',
    goldBarsUrl: read('GOLD_BARS_URL') ?? 'https://slitki.example.ru/',
    fullReloadNavigation: flag('FULL_RELOAD_NAVIGATION', true),
    apiTimeoutMs: Number(read('API_TIMEOUT_MS') ?? 10000) || 10000,
    yandexMapsApiKey: read('YANDEX_MAPS_API_KEY'),
  };
}

/** The public address of the store, for canonical links and Open Graph. */
export function siteUrl(): string {
  return (read('SITE_URL') ?? 'http://localhost:3000').replace(/\/$/, '');
}
