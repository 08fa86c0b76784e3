/**
 * The Content-Security-Policy of every page. Scripts run only with the request's nonce
 * ('strict-dynamic': what a trusted script loads — Next's chunks, the Yandex Maps and reCAPTCHA
 * loaders — is trusted too; hosts and 'self' are the fallback of browsers without CSP 3). The
 * third parties are the ones the store uses: Yandex Maps, Google reCAPTCHA and the Sentry DSN's
 * host. Frames: only same-origin parents (the native app opens the store as its top-level page).
 * The tag manager and Yandex Metrica add their hosts only when configured.
 */
export const THIRD_PARTIES = {
  maps: ['https://api-maps.yandex.ru', 'https://*.maps.yandex.net', 'https://yandex.ru'],
  captcha: ['https://www.google.com', 'https://www.gstatic.com', 'https://www.recaptcha.net'],
} as const;

/** Yandex Metrica's hosts (its CSP guide): the tag from mc.yandex.ru and yastatic.net, hits to both mc hosts. */
const METRICA = {
  script: ['https://mc.yandex.ru', 'https://yastatic.net'],
  connect: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  img: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
  frame: ['https://mc.yandex.ru', 'https://mc.yandex.com'],
} as const;

/** Which counters are configured (lib/platform/env.ts analyticsSettings): only their hosts are allowed. */
export type CounterHosts = {
  /** The tag manager's container script address (its origin is allowed), when GTM_ID is set. */
  gtmScriptUrl?: string;
  /** Yandex Metrica is configured (YANDEX_METRICA_ID). */
  metrica?: boolean;
};

/** The counters' hosts per directive: nothing for a counter that is not configured. */
function counterSources({ gtmScriptUrl, metrica }: CounterHosts = {}) {
  const gtm = dsnOrigin(gtmScriptUrl); // any URL's origin, not only a DSN's
  const both = (list: readonly string[]) => [...(gtm ? [gtm] : []), ...(metrica ? list : [])];
  return {
    script: both(METRICA.script),
    connect: both(METRICA.connect),
    img: both(METRICA.img),
    frame: metrica ? [...METRICA.frame] : [],
  };
}

/** A nonce per response: 128 random bits, base64. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The origin of a Sentry DSN (https://key@o1.ingest.sentry.io/1 → https://o1.ingest.sentry.io). */
export function dsnOrigin(dsn: string | undefined): string | null {
  if (!dsn) return null;
  try {
    const url = new URL(dsn);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({
  nonce,
  dev = false,
  sentryDsn,
  counters,
}: {
  nonce: string;
  dev?: boolean;
  sentryDsn?: string;
  counters?: CounterHosts;
}): string {
  const { maps, captcha } = THIRD_PARTIES;
  const sentry = dsnOrigin(sentryDsn);
  const counter = counterSources(counters);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      `'nonce-${nonce}'`,
      "'strict-dynamic'",
      ...maps,
      ...captcha,
      ...counter.script,
      // React's development build evaluates code for its stack traces
      ...(dev ? ["'unsafe-eval'"] : []),
    ],
    // React style props and the toast library's styles are inline
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...maps, ...captcha, ...counter.img],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...maps, ...captcha, ...(sentry ? [sentry] : []), ...counter.connect],
    'frame-src': [...captcha, ...maps, ...counter.frame],
    'worker-src': ["'self'", 'blob:'],
    'media-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
