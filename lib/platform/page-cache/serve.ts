import { NextResponse, type NextRequest } from 'next/server';

import {
  PAGE_CACHE_FILL_HEADER,
  takeFill,
  type RenderHealth,
} from '@/lib/platform/api/render-health';
import { pageCacheSettings, publicSettings, resilienceSettings } from '@/lib/platform/env';
import { logger } from '@/lib/platform/log/logger.mjs';
import { metrics, routeTemplate } from '@/lib/platform/metrics/metrics.mjs';
import { reportError } from '@/lib/platform/report-error';
import { traceHeaders } from '@/lib/platform/telemetry/spans';
import { APP_MODE_COOKIE, detectAppMode } from '@/lib/shop/app-mode';
import { CART_SESSION_COOKIE } from '@/lib/shop/constants';

import { cartPageMark, UNTRUSTED_CART_MARK } from './cart-writes';
import { errorPage, RETRY_AFTER_S } from './error-page';
import { withoutFlightCss } from './flight-css';
import { invalidatePages, onPageInvalidation } from './invalidation';
import { encodeKept, entityTag, isNotModified, type KeptBytes } from './kept-bytes';
import { KEPT_CODING_ENV, KEPT_CODING_HEADER, chooseCoding } from './kept-coding.mjs';
import {
  PageCache,
  isKeptPath,
  isPageView,
  isPersonalPath,
  isPersonalWholeRequest,
  isStorable,
  keptPageHeaders,
  pageCacheKey,
  renderRequest,
  type PageView,
  type RenderedPage,
} from './page-cache';
import {
  keepSharedPage,
  onSharedInvalidation,
  readSharedPage,
  type SharedPage,
} from './shared-pages';

/**
 * Response header for QA and the bench: HIT (a render kept in this process), SHARED (a render
 * another instance kept in the shared cache), MISS (rendered now) or STALE (a kept
 * render past its time to live, because the refill failed).
 */
export const PAGE_CACHE_STATE_HEADER = 'x-page-cache';

/**
 * Fill requests carry this process's secret token, so a client cannot pose as one; a forged fill
 * header is removed before the render (see ownFillId).
 */
const FILL_TOKEN = crypto.randomUUID();
let fills = 0;

const settings = pageCacheSettings();
const resilience = resilienceSettings();
const cache = new PageCache({ ...settings, staleMs: resilience.staleMs });
/**
 * How long the proxy waits for its render: the render's own deadline for the services, plus the
 * time to render what came back, with room for a busy server whose first render of a route also
 * loads that route's code (seen past 8 s on a loaded 2-core machine). A shopper waiting that long
 * is better served by the page than by a 503 asking to come back.
 */
const FILL_TIMEOUT_MS = resilience.renderDeadlineMs + 12_000;

type State = 'HIT' | 'SHARED' | 'MISS' | 'STALE';
type Served = { page: RenderedPage; state: State };
/** Renders under way, by key: shoppers asking for the same page meanwhile wait for that one. */
const inFlight = new Map<string, Promise<Served>>();
/** Revalidations so far: a render that began before one is served but never kept. */
let invalidations = 0;
/** A revalidation: renders begun before it are not kept, and `drop` says which kept pages go. */
function forgetKept(drop: () => number): number {
  invalidations += 1;
  inFlight.clear(); // a request from now on gets a render of its own, not one begun before
  return drop();
}
onPageInvalidation('page-cache', (change) => forgetKept(() => cache.invalidate(change)));
// with a shared cache (REDIS_URL), another instance's revalidation drops the copies kept here; when
// the channel was lost for a while, everything kept here goes (a revalidation may have been missed)
onSharedInvalidation(
  (change) => invalidatePages(change),
  () =>
    forgetKept(() => {
      const dropped = cache.size;
      cache.clear();
      return dropped;
    }),
);

/** Whether a page view's render is shared with the other instances: not a shopper's cart page. */
const isSharedView = (view: PageView) => !view.variant.cart && cache.enabled;

/** The fill id of a request this proxy sent to itself, or null for every other request. */
export function ownFillId(headers: Headers): string | null {
  const value = headers.get(PAGE_CACHE_FILL_HEADER);
  return value?.startsWith(`${FILL_TOKEN}.`) ? value : null;
}

function viewOf(request: NextRequest) {
  return { method: request.method, pathname: request.nextUrl.pathname, headers: request.headers };
}

/**
 * Every page view renders through the page cache: once per request, an honest status
 * when the back end fails or the page does not exist, and kept when isKeptPath says it may be.
 * Client navigations (RSC requests) and everything else go straight to Next.
 */
export function isPageCacheRequest(request: NextRequest): boolean {
  return isPageView(viewOf(request));
}

function isPersonalPageRequest(request: NextRequest): boolean {
  return isPersonalWholeRequest(viewOf(request));
}

/**
 * What a page view's render depends on besides its address: the native-app mode (user agent or
 * cookie, features/native-app), whether Next treats the client as a crawler and, for the cart
 * page, the cart session (the page is kept for that session only, until its cart changes:
 * cart-writes.ts). Only these reach a kept render (renderRequest).
 */
export async function pageViewOf(request: NextRequest): Promise<PageView> {
  const userAgent = request.headers.get('user-agent');
  const session = isPersonalPageRequest(request)
    ? request.cookies.get(CART_SESSION_COOKIE)?.value || undefined
    : undefined;
  const appMode = detectAppMode({ userAgent, cookie: request.cookies.get(APP_MODE_COOKIE)?.value });
  return {
    variant: {
      appMode,
      ...(session && { cart: await cartPageMark(session) }),
    },
    userAgent,
    ...(session && { session }),
  };
}

/** Headers of the transport, not of the page: each answer gets its own. */
const NOT_KEPT = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'date',
  'etag',
  'keep-alive',
  'transfer-encoding',
  PAGE_CACHE_STATE_HEADER,
]);

function nonceOf(policy: string | null): string | null {
  return policy?.match(/'nonce-([^']+)'/)?.[1] ?? null;
}

/** This server's own address: where the proxy asks for the render it keeps. */
function ownOrigin(request: NextRequest): string {
  return (
    process.env.PAGE_CACHE_ORIGIN ?? process.env.__NEXT_PRIVATE_ORIGIN ?? request.nextUrl.origin
  );
}

/**
 * Asks this server for a render, once more when the connection broke before any answer came: most
 * often a kept-alive connection the server closed just as the request went down it (both ends are
 * this process: a busy event loop can run the server's idle timeout before the client's). A GET
 * asked twice is safe; a timeout is never asked again, it is the page's deadline.
 */
async function askOwnServer(
  url: URL,
  init: RequestInit & { signal: AbortSignal },
): Promise<Response> {
  try {
    return await fetch(url, init);
  } catch (error) {
    const timedOut = error instanceof Error && ['TimeoutError', 'AbortError'].includes(error.name);
    if (timedOut || init.signal.aborted) throw error;
    logger().warn({ err: error }, `page cache: the render of ${url.pathname} is asked again`);
    return fetch(url, init);
  }
}

/**
 * One render of the page through this server, how it fared with the services and the data-cache
 * tags it read.
 */
type OwnRender = { page: RenderedPage; headers: Headers; health: RenderHealth; tags: Set<string> };

/**
 * Renders the page through the server itself from what `renderRequest` makes of the view (the
 * proxy lets a request with this process's fill id through to the render). Throws when no render
 * came back.
 */
async function renderOwn(request: NextRequest, view: PageView): Promise<OwnRender> {
  const fillId = `${FILL_TOKEN}.${(fills += 1)}`;
  const { pathname, search } = request.nextUrl;
  const { address, headers } = renderRequest(pathname, search, view);
  headers.set(PAGE_CACHE_FILL_HEADER, fillId);
  // the render's service calls carry the id of the page view it was made for
  const requestId = request.headers.get('x-request-id');
  if (requestId) headers.set('x-request-id', requestId);
  // and continue its trace, when tracing is on
  for (const [name, value] of Object.entries(traceHeaders())) headers.set(name, value);
  try {
    const response = await askOwnServer(new URL(address, ownOrigin(request)), {
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(FILL_TIMEOUT_MS),
    });
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    // a redirect of the page (a short link) leaves through the proxy, which takes absolute
    // addresses only: its target is made absolute against the shopper's request
    const absolute = ([name, value]: [string, string]): [string, string] =>
      name === 'location' ? [name, new URL(value, request.url).toString()] : [name, value];
    const page: RenderedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_KEPT.has(name)).map(absolute),
      body: isHtml(response) ? withoutFlightCss(await response.text()) : await response.text(),
      nonce: nonce ?? '',
    };
    return { page, headers: response.headers, ...takeFill(fillId) };
  } finally {
    takeFill(fillId);
  }
}

function isHtml(response: Response): boolean {
  return response.headers.get('content-type')?.startsWith('text/html') ?? false;
}

/** The render failed to come back (the server is overloaded or stopping): reported and logged. */
function logNoRender(request: NextRequest, error: unknown): void {
  const { pathname, search } = request.nextUrl;
  reportError(error);
  logger().error(
    { err: error, route: routeTemplate(pathname), req_id: request.headers.get('x-request-id') },
    `page cache: no render of ${pathname}${search}`,
  );
}

/** A page answered with 503 and Retry-After: the error card, or the proxy's own when none came. */
function unavailable(page: RenderedPage): RenderedPage {
  const headers = page.headers.filter(([name]) => name.toLowerCase() !== 'retry-after');
  return { ...page, status: 503, headers: [...headers, ['retry-after', String(RETRY_AFTER_S)]] };
}

/**
 * What a failed refill serves: the kept copy while its stale time lasts; else a page
 * whose own data is missing is 503 with its error card, a render that never came back or broke
 * (5xx) the proxy's own error page, and a page that lost only side sections is served as drawn.
 * Never a second render of the same page.
 */
function afterFailure(key: string, request: NextRequest, render: OwnRender | null): Served {
  const stale = cache.getStale(key);
  if (stale) return { page: stale, state: 'STALE' };
  const { pathname, search } = request.nextUrl;
  const ownErrorPage = (status: number) =>
    errorPage(
      `${pathname}${search}`,
      publicSettings().supportPhone,
      status,
      request.headers.get('x-request-id'),
    );
  if (!render) return { page: ownErrorPage(503), state: 'MISS' };
  if (render.health === 'unavailable') return { page: unavailable(render.page), state: 'MISS' };
  if (render.page.status >= 500) return { page: ownErrorPage(render.page.status), state: 'MISS' };
  return { page: render.page, state: 'MISS' };
}

/**
 * Renders the page through the server itself, from its key alone when it may be kept
 * (renderRequest: nothing personal or unkeyed can end up in a page kept for others). A render that
 * met no failing service is kept (when the cache is on); one that did is served, or stands back for
 * the kept copy (afterFailure).
 */
async function fill(request: NextRequest, view: PageView, key: string): Promise<Served> {
  const { pathname } = request.nextUrl;
  const generation = invalidations;
  const renderedAt = Date.now();
  let render: OwnRender;
  try {
    render = await renderOwn(request, view);
    metrics().renderDuration.observe(
      { template: routeTemplate(pathname) },
      (Date.now() - renderedAt) / 1000,
    );
  } catch (error) {
    logNoRender(request, error);
    return afterFailure(key, request, null);
  }
  const { page, headers: rendered, health } = render;
  if (health === 'not-found') return { page: { ...page, status: 404 }, state: 'MISS' };
  const failed = health !== 'ok' || page.status >= 500;
  if (failed) return afterFailure(key, request, render);
  const meta = { status: page.status, headers: rendered, nonce: page.nonce || null };
  const outdated = generation !== invalidations; // drawn, maybe, from data revalidated meanwhile
  const untrusted = view.variant.cart === UNTRUSTED_CART_MARK;
  if (!isKeptPath(pathname) || !isStorable(meta, health !== 'ok') || outdated || untrusted) {
    return { page, state: 'MISS' };
  }
  // a page kept for everybody may live in the back/forward cache; the cart stays no-store
  const own = isPersonalPath(pathname) ? page : { ...page, headers: keptPageHeaders(page.headers) };
  const entry: SharedPage = {
    page: own,
    pathname,
    tags: [...render.tags],
    expires: renderedAt + settings.ttlMs,
  };
  // with REDIS_URL, the copy another instance kept first, if any (a shopper's cart page stays here)
  const first = isSharedView(view) ? await keepSharedPage(key, entry, renderedAt) : null;
  if (first) {
    // a render was made (MISS, for the hit ratio), though its bytes are the other instance's; a
    // revalidation meanwhile: this render is served once, as drawn, and kept by nobody
    const adopted = await adopt(key, first, generation);
    return { page: adopted?.page ?? page, state: 'MISS' };
  }
  await keepBytes(own);
  if (generation !== invalidations) return { page, state: 'MISS' };
  cache.set(key, own, { pathname, tags: render.tags });
  return { page: own, state: 'MISS' };
}

/**
 * Keeps here the copy of a page kept in the shared cache, and serves it; null when a revalidation
 * came since `generation` (the copy may predate it).
 */
async function adopt(key: string, shared: SharedPage, generation: number): Promise<Served | null> {
  await keepBytes(shared.page);
  if (generation !== invalidations) return null;
  const sources = { pathname: shared.pathname, tags: new Set(shared.tags) };
  cache.set(key, shared.page, sources, shared.expires);
  return { page: shared.page, state: 'SHARED' };
}

/**
 * A page this process does not keep: the copy another instance kept in the shared cache,
 * else a render now. A revalidation while the shared store answered wins: then it renders.
 */
async function lookUpOrFill(request: NextRequest, view: PageView, key: string): Promise<Served> {
  if (isSharedView(view)) {
    const generation = invalidations;
    const shared = await readSharedPage(key, request.nextUrl.pathname);
    const served = shared && (await adopt(key, shared, generation));
    if (served) return served;
  }
  return fill(request, view, key);
}

/**
 * What nginx in front (`npm run cluster`, deploy/nginx.conf) is told of a page kept for everybody:
 * keep it, but as out of date from the start (`@1`, a Unix time long past: `@0` would mean «do not
 * keep»). nginx then asks again with its ETag before it answers a view, unless a view is already
 * asking, whose answer (a 304 from this server's kept page, a millisecond) the views meanwhile do
 * not wait for: they get the copy. So a price change is through nginx one answer after it is here,
 * and nginx still answers a crowd, and every view while no instance answers, from its copy.
 * Buffer it whole, though other pages stream. nginx keeps nothing without these headers (it
 * ignores Cache-Control): never a cart or personal page.
 */
const SHARED_CACHE_HEADERS: readonly [string, string][] = [
  ['x-accel-expires', '@1'],
  ['x-accel-buffering', 'yes'],
];

/**
 * Only the store's own server can send compressed bytes through Next (kept-coding.mjs); it says so
 * before Next loads, so this is read once, not on every view.
 */
const SENDS_CODED = process.env[KEPT_CODING_ENV] === '1';

/** The bytes of each kept page, compressed once when it was kept (kept-bytes.ts). */
const keptBytes = new WeakMap<RenderedPage, KeptBytes>();

async function keepBytes(page: RenderedPage): Promise<void> {
  if (!keptBytes.has(page)) keptBytes.set(page, await encodeKept(page.body));
}

/**
 * The answer to one page view: the render's own bytes and headers, its policy and nonce
 * included. A kept page is the same bytes for everyone (docs/adr/0012): compressed as the
 * client accepts, with its entity tag, and `304` without a body when the client has it already.
 * A page kept for nobody is sent as rendered (Next compresses it).
 */
function respond(request: NextRequest, page: RenderedPage, state: State): NextResponse {
  const headers = new Headers(page.headers);
  headers.set(PAGE_CACHE_STATE_HEADER, state);
  const bytes = keptBytes.get(page);
  if (!bytes) return new NextResponse(page.body, { status: page.status, headers });
  const coding = SENDS_CODED ? chooseCoding(request.headers.get('accept-encoding')) : 'identity';
  const etag = entityTag(bytes, coding);
  headers.set('etag', etag);
  if (!isPersonalPath(request.nextUrl.pathname)) {
    for (const [name, value] of SHARED_CACHE_HEADERS) headers.set(name, value);
  }
  if (!/\baccept-encoding\b/i.test(headers.get('vary') ?? ''))
    headers.append('vary', 'Accept-Encoding');
  if (page.status === 200 && isNotModified(request.headers.get('if-none-match'), etag)) {
    headers.delete('content-type');
    return new NextResponse(null, { status: 304, headers });
  }
  if (coding === 'identity') return new NextResponse(page.body, { status: page.status, headers });
  const body = bytes[coding];
  headers.set(KEPT_CODING_HEADER, coding);
  // a Buffer from zlib owns a plain ArrayBuffer (never a shared one)
  return new NextResponse(body as Uint8Array<ArrayBuffer>, { status: page.status, headers });
}

/**
 * A page view: for a page that may be kept (isKeptPath), a kept render (its bytes as kept), or
 * (first view, or after the time to live) one render now, which shoppers asking meanwhile for the
 * same canonical address wait for and later views get (single flight); any other page renders
 * once for its own request. A failed refill serves the stale copy or an honest error page (afterFailure).
 * With the cache off (PAGE_CACHE_TTL_S=0) pages still render through here, kept by nobody, so
 * their status stays honest.
 */
export async function servePage(request: NextRequest, view: PageView): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const key = pageCacheKey(pathname, search, view.variant);
  if (!isKeptPath(pathname) || view.variant.cart === UNTRUSTED_CART_MARK) {
    // a page kept for nobody reads what it likes of its address (a sign-in's one-time code, an
    // order's number): it renders for this request alone and is never shared with another one
    const { page, state } = await fill(request, view, key);
    return respond(request, page, state);
  }
  const kept = cache.get(key);
  if (kept) return respond(request, kept, 'HIT');
  let pending = inFlight.get(key);
  if (!pending) {
    const started: Promise<Served> = lookUpOrFill(request, view, key).finally(() => {
      // a revalidation may have cleared the map and a newer fill taken the key since
      if (inFlight.get(key) === started) inFlight.delete(key);
    });
    inFlight.set(key, started);
    pending = started;
  }
  const { page, state } = await pending;
  return respond(request, page, state);
}
