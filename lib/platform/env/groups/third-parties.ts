import { number, pattern, secret, text, url, type EnvVariable } from '../kinds';

/** Maps, the tag manager and the counters, error reporting and tracing: each off while empty. */
export const THIRD_PARTIES_ENV = {
  YANDEX_MAPS_API_KEY: {
    group: 'third parties',
    readBy: ['store'],
    ...text(),
    description:
      "Yandex Maps JS API key for the checkout's pickup map and the shops map (public; restrict it by HTTP Referer); empty: the map script is never requested, the pickup tab and the shops pages show their lists only",
  },
  GTM_ID: {
    group: 'third parties',
    readBy: ['store'],
    ...pattern(/^GTM-[A-Z0-9]+$/i, 'GTM-XXXXXXX'),
    description:
      "Google Tag Manager container id, loaded after the page is idle and only after the shopper's consent; empty: nothing loads, no host is added to the Content-Security-Policy and no consent banner is shown",
    see: 'third-parties.md',
  },
  GTM_SCRIPT_URL: {
    group: 'third parties',
    readBy: ['store'],
    ...pattern(/^https?:\/\//, 'URL', 'https://www.googletagmanager.com/gtm.js'),
    description:
      'where the container script comes from (a first-party tag server; tests point it at a local route); its origin goes into the policy',
  },
  YANDEX_METRICA_ID: {
    group: 'third parties',
    readBy: ['store'],
    ...pattern(/^\d{1,12}$/, 'digits'),
    description:
      "Yandex Metrica counter number, after the shopper's consent; its e-commerce reads window.dataLayer",
  },
  SENTRY_DSN: {
    group: 'third parties',
    readBy: ['store'],
    ...url(),
    description: "the server's error reporting to Sentry (off while empty)",
  },
  NEXT_PUBLIC_SENTRY_DSN: {
    group: 'third parties',
    readBy: ['store'],
    ...url(),
    description: "the browser's error reporting to Sentry, inlined at build time (off while empty)",
  },
  SENTRY_TRACES_SAMPLE_RATE: {
    group: 'third parties',
    readBy: ['store'],
    ...number(0.1, { min: 0, max: 1 }),
    description: 'share of server requests traced when Sentry is on (the browser traces 0.1)',
  },
  SENTRY_ORG: {
    group: 'third parties',
    readBy: ['store'],
    ...text(),
    description: 'Sentry organisation of the source-map upload at build time',
  },
  SENTRY_PROJECT: {
    group: 'third parties',
    readBy: ['store'],
    ...text(),
    description: 'Sentry project of the source-map upload at build time',
  },
  SENTRY_AUTH_TOKEN: {
    group: 'third parties',
    readBy: ['store'],
    ...secret(),
    description:
      'Sentry token of the source-map upload: nothing is uploaded at build time without all three SENTRY_ credentials',
  },
  OTEL_EXPORTER_OTLP_ENDPOINT: {
    group: 'third parties',
    readBy: ['store'],
    ...url(),
    description:
      'OpenTelemetry traces as OTLP/HTTP JSON to <this>/v1/traces (empty: no tracing, nothing loaded); the exporter also reads OTEL_EXPORTER_OTLP_HEADERS and OTEL_BSP_SCHEDULE_DELAY',
    see: 'operations.md',
  },
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: {
    group: 'third parties',
    readBy: ['store'],
    ...url(),
    description:
      "the traces' whole address instead of OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces (OpenTelemetry's own variable; either turns tracing on)",
  },
  OTEL_SERVICE_NAME: {
    group: 'third parties',
    readBy: ['store'],
    ...text('storefront'),
    description: "the service.name of the store's spans",
  },
} as const satisfies Record<string, EnvVariable>;
