import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots';
import { NextResponse, type NextRequest } from 'next/server';

import { pageCacheSettings } from '@/lib/env';
import { reportError } from '@/lib/report-error';

import {
  PageCache,
  isCacheableRequest,
  isPersonalWholeRequest,
  isStorable,
  keptPageHeaders,
  pageCacheKey,
  withNonce,
  type PageVariant,
  type RenderedPage,
} from './page-cache';
import { paintFirst } from './paint-first';
import { PAGE_CACHE_FILL_HEADER, takeDegradedFill } from './render-health';

/**
 * Response header for QA and the bench: HIT (a kept render), MISS (rendered now and kept) or BYPASS
 * (a personal page rendered for this shopper through the proxy, never kept: servePersonalPage).
 */
export const PAGE_CACHE_STATE_HEADER = 'x-page-cache';

/**
 * Fill requests carry this process's secret token, so a client cannot pose as one; a forged fill
 * header is removed before the render (see ownFillId).
 */
const FILL_TOKEN = crypto.randomUUID();
let fills = 0;

const settings = pageCacheSettings();
const cache = new PageCache(settings);
/** Renders under way, by key: shoppers asking for the same page meanwhile wait for that one. */
const inFlight = new Map<string, Promise<RenderedPage | null>>();

export function pageCacheEnabled(): boolean {
  return cache.enabled;
}

/** The fill id of a request this proxy sent to itself, or null for every other request. */
export function ownFillId(headers: Headers): string | null {
  const value = headers.get(PAGE_CACHE_FILL_HEADER);
  return value?.startsWith(`${FILL_TOKEN}.`) ? value : null;
}

/** Whether Next renders for this client as for a crawler (metadata in the <head>). */
export function isLimitedBot(userAgent: string | null): boolean {
  return HTML_LIMITED_BOT_UA_RE.test(userAgent ?? '');
}

/**
 * A page view as the cache sees it: its variant, and the request headers the render depends on
 * (the user agent and the app-mode cookie; proxy.ts knows the app's signals).
 */
export type PageView = { variant: PageVariant; renderHeaders: Headers };

function viewOf(request: NextRequest) {
  return { method: request.method, pathname: request.nextUrl.pathname, headers: request.headers };
}

export function isPageCacheRequest(request: NextRequest): boolean {
  return isCacheableRequest(viewOf(request));
}

export function isPersonalPageRequest(request: NextRequest): boolean {
  return isPersonalWholeRequest(viewOf(request));
}

const NOT_KEPT = new Set([
  'connection',
  'content-encoding',
  'content-length',
  'content-security-policy',
  'date',
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

/** Request headers that belong to one connection: never sent on to the render. */
const HOP_BY_HOP = [
  'connection',
  'content-length',
  'host',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
];

/** One render of the page through this server, and whether it met a failing service. */
type OwnRender = { page: RenderedPage; headers: Headers; degraded: boolean };

/**
 * Renders the page through the server itself with `headers` (the proxy lets a request with this
 * process's fill id through to the render), with its scripts after the first paint when
 * PAGE_PAINT_FIRST is on. Throws when no render came back.
 */
async function renderOwn(request: NextRequest, headers: Headers): Promise<OwnRender> {
  const fillId = `${FILL_TOKEN}.${(fills += 1)}`;
  headers.set(PAGE_CACHE_FILL_HEADER, fillId);
  const { pathname, search } = request.nextUrl;
  try {
    const response = await fetch(new URL(`${pathname}${search}`, ownOrigin(request)), {
      headers,
      redirect: 'manual',
      cache: 'no-store',
      signal: AbortSignal.timeout(30_000),
    });
    const nonce = nonceOf(response.headers.get('content-security-policy'));
    const html = (response.headers.get('content-type') ?? '').startsWith('text/html');
    const text = await response.text();
    const body = settings.paintFirst && html && nonce ? paintFirst(text, nonce) : text;
    const page: RenderedPage = {
      status: response.status,
      headers: [...response.headers].filter(([name]) => !NOT_KEPT.has(name)),
      body,
      nonce: nonce ?? '',
    };
    return { page, headers: response.headers, degraded: takeDegradedFill(fillId) };
  } finally {
    takeDegradedFill(fillId);
  }
}

/** The render failed to come back (the server is overloaded or stopping): logged, and null. */
function noRender(request: NextRequest, error: unknown): null {
  const { pathname, search } = request.nextUrl;
  reportError(error);
  console.error(`page cache: no render of ${pathname}${search}`, error);
  return null;
}

/**
 * Renders the page through the server itself, with only what the render depends on: the address
 * and the view's render headers (never the shopper's other cookies, so nothing personal can end
 * up in a page kept for others).
 */
async function fill(
  request: NextRequest,
  view: PageView,
  key: string,
): Promise<RenderedPage | null> {
  const headers = new Headers(view.renderHeaders);
  headers.set('accept', 'text/html');
  try {
    const { page, headers: rendered, degraded } = await renderOwn(request, headers);
    if (
      !isStorable({ status: page.status, headers: rendered, nonce: page.nonce || null }, degraded)
    ) {
      return page;
    }
    const kept = { ...page, headers: keptPageHeaders(page.headers) };
    cache.set(key, kept);
    return kept;
  } catch (error) {
    // the shopper's own request is rendered as before, without the cache
    return noRender(request, error);
  }
}

/**
 * A copy of a render for one shopper: its own nonce in the page, in the headers that carry one
 * (Link preloads) and in the policy.
 */
function respond(
  page: RenderedPage,
  state: 'HIT' | 'MISS' | 'BYPASS',
  nonce: string,
  policy: string,
) {
  const swap = (text: string) => (page.nonce ? withNonce(text, page.nonce, nonce) : text);
  const headers = new Headers(
    page.headers.map(([name, value]): [string, string] => [name, swap(value)]),
  );
  headers.set('content-security-policy', policy);
  headers.set(PAGE_CACHE_STATE_HEADER, state);
  return new NextResponse(swap(page.body), { status: page.status, headers });
}

/**
 * A page view of a cacheable page: a kept render with a fresh nonce, or (first view, or after the
 * time to live) a render now, which later views get. Null: no render came back, render as usual.
 */
export async function servePage(
  request: NextRequest,
  view: PageView,
  nonce: string,
  policy: string,
): Promise<NextResponse | null> {
  const { pathname, search } = request.nextUrl;
  const key = pageCacheKey(pathname, search, view.variant);
  const kept = cache.get(key);
  if (kept) return respond(kept, 'HIT', nonce, policy);
  let pending = inFlight.get(key);
  if (!pending) {
    pending = fill(request, view, key).finally(() => inFlight.delete(key));
    inFlight.set(key, pending);
  }
  const page = await pending;
  return page ? respond(page, 'MISS', nonce, policy) : null;
}

/**
 * A page view of a personal page that is whole in its HTML (the cart, isPersonalWholeRequest):
 * with PAGE_PAINT_FIRST on, rendered for this shopper through the server itself, with all of the
 * request's headers (its cookies: the page is theirs), and served with its scripts after the first
 * paint like a kept page, never kept. Null: render as usual (the switch is off, or no render came
 * back).
 */
export async function servePersonalPage(
  request: NextRequest,
  nonce: string,
  policy: string,
): Promise<NextResponse | null> {
  if (!settings.paintFirst) return null;
  const headers = new Headers(request.headers);
  for (const name of HOP_BY_HOP) headers.delete(name);
  // the body is read here and sent on: compressing it between two local sockets would be waste
  headers.set('accept-encoding', 'identity');
  try {
    const { page } = await renderOwn(request, headers);
    return respond(page, 'BYPASS', nonce, policy);
  } catch (error) {
    return noRender(request, error);
  }
}
