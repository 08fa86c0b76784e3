import { APP_MODE_COOKIE } from '@/lib/shop/app-mode';
import { catalogHref, parseCatalogQuery } from '@/lib/shop/catalog-query';
import { CART_SESSION_COOKIE } from '@/lib/shop/constants';

/**
 * The store's page cache (docs/adr/0006): the HTML of every page everybody sees alike (home,
 * catalogue listings, product pages, collections, blog, content pages, rules, landings, shops,
 * vacancies…), kept in the server's memory for a short time, so a busy store is served without
 * rendering a page again for every shopper.
 *
 * Why not Next's own full-route cache (ISR): Next can put a nonce only into a page it renders for
 * that request. So the proxy keeps the bytes of one render with that render's own policy and
 * nonce (128 random bits, made before the render and known to nobody before its first answer):
 * every copy is those bytes, compressed once (docs/adr/0012).
 *
 * This file is the pure part (what may be cached, under which key, the store with its limits); the
 * proxy's part is in serve.ts, the render's part (a render that met a failing service is never
 * kept) in render-health.ts.
 */

/**
 * The pages rendered afresh for every request. A page is kept unless it is here: no page's server
 * render reads the shopper (cookies or headers) except the cart's, which is kept per cart session
 * (below), and the native-app mode, which is part of the key. These are left out because they
 * belong to one shopper (account, checkout, the cart, a reservation), carry a one-time code or an order in their
 * address (sign-in callbacks, short links, order success, payment, feedback on an order), change
 * by the minute (calendar, live), are one visitor's list in the address (gift hints), or are tools
 * (dev, the app's link page and the TV feedback screen). A page that appears here needs a line here
 * with its reason (`e2e/cache-correctness.http.spec.ts` checks the kept ones against fresh renders).
 */
const NEVER_KEPT_PREFIXES = [
  '/account/',
  '/checkout',
  '/cart',
  '/oidc/',
  '/s/',
  '/success/',
  '/payment/',
  '/feedback/',
  // a reservation's page: one customer's, read with their session or the token in its address
  '/reservation/',
  '/calendar/',
  '/online/',
  '/hint/',
  '/dev/',
  '/apponelink/',
  '/feedbacktv/',
] as const;

/** Whether a page is the same for every shopper, so one render of it may serve everybody. */
export function isCacheablePath(pathname: string): boolean {
  // an address without its trailing slash is only ever a redirect (lib/shop/route-rules.ts)
  if (!pathname.endsWith('/')) return false;
  return !NEVER_KEPT_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

export type CacheableRequest = {
  method: string;
  pathname: string;
  headers: Headers;
};

/**
 * A page view: GET by a client that asks for an HTML document (browsers and crawlers send
 * `Accept: text/html…`). Next's client-side navigations and prefetches ask for the RSC payload with
 * fetch()'s default Accept (any type), and Next hides their `rsc` headers from the proxy, so the
 * Accept header (and the browser's `Sec-Fetch-Dest`) is what tells the two apart here.
 */
export function isPageView({ method, headers }: Omit<CacheableRequest, 'pathname'>): boolean {
  if (method !== 'GET') return false;
  if (!(headers.get('accept') ?? '').includes('text/html')) return false;
  return (headers.get('sec-fetch-dest') ?? 'document') === 'document';
}

/** A page view of a cacheable page. */
export function isCacheableRequest(request: CacheableRequest): boolean {
  return isCacheablePath(request.pathname) && isPageView(request);
}

/**
 * The shop pages drawn for one shopper that are nonetheless whole in their HTML: the cart, whose
 * render reads the lines with the session cookie (features/cart/api/get-server-cart.ts). Kept per
 * cart session and its last write through the door (cart-writes.ts): served again only
 * to the same session, until its cart changes or the time to live ends.
 */
const PERSONAL_WHOLE_PATHS = new Set(['/cart/', '/cart_old/']);

export const isPersonalPath = (pathname: string): boolean => PERSONAL_WHOLE_PATHS.has(pathname);

/** A page view of a personal page that is whole in its HTML. */
export function isPersonalWholeRequest(request: CacheableRequest): boolean {
  return isPersonalPath(request.pathname) && isPageView(request);
}

/** Whether a render of this page may be kept: a shop page everybody sees alike, or the cart. */
export function isKeptPath(pathname: string): boolean {
  return isCacheablePath(pathname) || PERSONAL_WHOLE_PATHS.has(pathname);
}

/**
 * What a render depends on besides the address: the native-app mode (a user-agent token or the
 * `app_mode` cookie switch the footer) and, for the cart page, the cart session's mark
 * (cart-writes.ts; absent: no session, the empty cart everybody sees). Crawlers get the same
 * render as browsers (metadata is never streamed: next.config.ts `htmlLimitedBots`).
 */
export type PageVariant = { appMode: boolean; cart?: string };

/**
 * Parameters that say where a visit came from (ad and mail campaigns, search engines' click ids).
 * No page reads them: they make no entry of their own, and a kept render never sees them.
 */
const TRACKING_PARAMS =
  /^(utm_[\w-]*|gclid|gbraid|wbraid|yclid|ysclid|fbclid|_openstat|from|etext|_ga|_gl|mc_cid|mc_eid|roistat)$/i;

export const isTrackingParam = (name: string): boolean => TRACKING_PARAMS.test(name);

/**
 * The canonical query of a page view: for catalogue listings the one catalogHref writes for what
 * the page reads (so `?sort=popular&page=1` is the plain listing); elsewhere every parameter but
 * the tracking ones, in name order. A kept page is rendered from exactly this query (renderRequest),
 * so a parameter it reads can never be missing from its key.
 */
export function canonicalSearch(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (pathname.startsWith('/catalog/')) {
    return catalogHref('', parseCatalogQuery(params));
  }
  const kept = [...params].filter(([name]) => !isTrackingParam(name));
  if (kept.length === 0) return '';
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)); // stable: repeated names keep their order
  return `?${new URLSearchParams(kept).toString()}`;
}

export function pageCacheKey(pathname: string, search: string, variant: PageVariant): string {
  const cart = variant.cart ? `|cart:${variant.cart}` : '';
  const address = `${pathname}${canonicalSearch(pathname, search)}`;
  return `${variant.appMode ? 'app' : 'web'}${cart}|${address}`;
}

/**
 * The user agent a kept page is rendered with: a kept render never sees the shopper's own (any
 * text a page or Next could read from it).
 */
export const RENDER_USER_AGENT = 'Mozilla/5.0 (compatible; storefront-page-render)';

/**
 * A page view as the cache sees it: its variant, the cart session of a personal page (the cart),
 * and the shopper's user agent (only a page kept for nobody is rendered with it).
 */
export type PageView = { variant: PageVariant; session?: string; userAgent: string | null };

/**
 * The request a page is rendered from. A page that may be kept is rendered from its key alone:
 * the canonical address, the render's own user agent, `app_mode=1` when the variant is the app's and
 * the cart session when it is the shopper's own cart — nothing else of the shopper's request
 * (cookies, headers, other parameters), so no render kept for others can depend on what its key
 * does not say. A page kept for nobody gets its whole address and the shopper's user agent.
 * Cookie values are always encoded: a value never becomes a second cookie.
 */
export function renderRequest(
  pathname: string,
  search: string,
  { variant, session, userAgent }: PageView,
): { address: string; headers: Headers } {
  const kept = isKeptPath(pathname);
  // the proxy compresses what it keeps once, and Next's own compression would only be undone
  const headers = new Headers({ accept: 'text/html', 'accept-encoding': 'identity' });
  const agent = kept ? RENDER_USER_AGENT : (userAgent ?? undefined);
  if (agent) headers.set('user-agent', agent);
  const cookies = [
    variant.appMode && `${APP_MODE_COOKIE}=1`,
    session && `${CART_SESSION_COOKIE}=${encodeURIComponent(session)}`,
  ].filter(Boolean);
  if (cookies.length > 0) headers.set('cookie', cookies.join('; '));
  const query = kept ? canonicalSearch(pathname, search) : search;
  return { address: `${pathname}${query}`, headers };
}

/** One render of a page as the proxy received it: what is needed to serve it again. */
export type RenderedPage = {
  status: number;
  /** Response headers, the render's policy included, without hop-by-hop and encoding headers. */
  headers: [string, string][];
  body: string;
  /** The nonce of the render's policy, on every script of the page ('' for a page without one). */
  nonce: string;
};

/**
 * Whether a render may be served to other shoppers: a full 200 HTML page that met no failing
 * service (`degraded`), set no cookie and carried a nonce.
 */
export function isStorable(
  page: { status: number; headers: Headers; nonce: string | null },
  degraded: boolean,
): boolean {
  if (degraded || page.status !== 200 || !page.nonce) return false;
  if (page.headers.has('set-cookie')) return false;
  return (page.headers.get('content-type') ?? '').startsWith('text/html');
}

/**
 * The browser cache rule of a kept page. Next marks every dynamic page `no-store`; a kept page is
 * the same for every shopper (nothing personal can reach it), so it drops `no-store`: still never
 * reused without asking the server again (`no-cache`, `max-age=0`) and never kept by a shared
 * cache (`private`), but a shopper going Back gets it from the back/forward cache at once, which
 * browsers refuse to `no-store` pages (Safari and Firefox always, Chrome once a cookie changed).
 */
export const KEPT_PAGE_CACHE_CONTROL = 'private, no-cache, max-age=0, must-revalidate';

/** The headers a kept page is served with: the render's, with the kept page's cache rule. */
export function keptPageHeaders(headers: [string, string][]): [string, string][] {
  return [
    ...headers.filter(([name]) => name.toLowerCase() !== 'cache-control'),
    ['cache-control', KEPT_PAGE_CACHE_CONTROL],
  ];
}

export type PageCacheLimits = {
  /** How long a render is served, in milliseconds; 0 turns the cache off. */
  ttlMs: number;
  /** At most this many pages (the least recently used leave first)… */
  maxEntries: number;
  /** …and at most this many characters of HTML in all. */
  maxChars: number;
  /**
   * How long after its time to live a page may still stand in for a refill that failed
   * (PAGE_CACHE_STALE_S); 0: never.
   */
  staleMs?: number;
};

/** What a kept page was drawn from: its path and the data-cache tags its render read. */
export type PageSources = { pathname: string; tags: ReadonlySet<string> };

type Entry = { page: RenderedPage; expires: number; staleUntil: number; sources?: PageSources };

/** What a revalidation names (app/api/revalidate): data-cache tags and page paths. */
export type PageInvalidation = { tags?: readonly string[]; paths?: readonly string[] };

/** Pages by key, least recently used first (a Map keeps insertion order). */
export class PageCache {
  private readonly entries = new Map<string, Entry>();
  private chars = 0;

  constructor(
    private readonly limits: PageCacheLimits,
    private readonly now: () => number = Date.now,
  ) {}

  get enabled(): boolean {
    return this.limits.ttlMs > 0 && this.limits.maxEntries > 0;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The page while it is fresh (within its time to live); the most recently used from now. */
  get(key: string): RenderedPage | undefined {
    const entry = this.live(key);
    if (!entry || entry.expires <= this.now()) return undefined;
    this.entries.delete(key);
    this.entries.set(key, entry); // now the most recently used
    return entry.page;
  }

  /** The page past its time to live but within its stale time: for when a refill failed. */
  getStale(key: string): RenderedPage | undefined {
    return this.live(key)?.page;
  }

  /** The entry unless even its stale time is over (then it leaves). */
  private live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.staleUntil <= this.now()) {
      this.delete(key);
      return undefined;
    }
    return entry;
  }

  /**
   * Keeps a page for the time to live, or until `expiresAt` (ms since the epoch) when given: a page
   * another instance rendered keeps the time it was given there (shared-pages.ts).
   */
  set(key: string, page: RenderedPage, sources?: PageSources, expiresAt?: number): void {
    if (!this.enabled || page.body.length > this.limits.maxChars) return;
    this.delete(key);
    const expires = expiresAt ?? this.now() + this.limits.ttlMs;
    const staleUntil = expires + (this.limits.staleMs ?? 0);
    this.entries.set(key, { page, expires, staleUntil, ...(sources && { sources }) });
    this.chars += page.body.length;
    for (const [oldest] of this.entries) {
      if (this.entries.size <= this.limits.maxEntries && this.chars <= this.limits.maxChars) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.chars -= entry.page.body.length;
  }

  /**
   * Drops every page drawn from one of `tags` or kept for one of `paths` (every variant and query
   * of that path), stale copies included: after a revalidation no shopper gets the old page, not
   * even while a refill fails. Returns how many pages left.
   */
  invalidate({ tags = [], paths = [] }: PageInvalidation): number {
    const named = new Set(tags);
    const pathSet = new Set(paths);
    let dropped = 0;
    for (const [key, { sources }] of [...this.entries]) {
      if (!sources) continue;
      const hit = pathSet.has(sources.pathname) || [...sources.tags].some((tag) => named.has(tag));
      if (hit) {
        this.delete(key);
        dropped += 1;
      }
    }
    return dropped;
  }

  clear(): void {
    this.entries.clear();
    this.chars = 0;
  }
}
