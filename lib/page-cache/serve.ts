import { HTML_LIMITED_BOT_UA_RE } from 'next/dist/shared/lib/router/utils/html-bots';
import { NextResponse, type NextRequest } from 'next/server';

import { pageCacheSettings } from '@/lib/env';
import { reportError } from '@/lib/report-error';

import {
  PageCache,
  isCacheableRequest,
  isStorable,
  keptPageHeaders,
  pageCacheKey,
  withNonce,
  type PageVariant,
  type RenderedPage,
} from './page-cache';
import { paintFirst } from './paint-first';
import { PAGE_CACHE_FILL_HEADER, takeDegradedFill } from './render-health';

/** Response header for QA and the bench: HIT (a kept render), MISS (rendered now) or BYPASS. */
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

export function isPageCacheRequest(request: NextRequest): boolean {
  return isCacheableRequest({
    method: request.method,
    pathname: request.nextUrl.pathname,
    headers: request.headers,
  });
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
  const fillId = `${FILL_TOKEN}.${(fills += 1)}`;
  const headers = new Headers(view.renderHeaders);
  headers.set('accept', 'text/html');
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
    const degraded = takeDegradedFill(fillId);
    if (!isStorable({ status: response.status, headers: response.headers, nonce }, degraded)) {
      return page;
    }
    const kept = { ...page, headers: keptPageHeaders(page.headers) };
    cache.set(key, kept);
    return kept;
  } catch (error) {
    // No render came back (the server is overloaded or stopping): the shopper's own request is
    // rendered as before, without the cache.
    reportError(error);
    console.error(`page cache: no render of ${pathname}${search}`, error);
    return null;
  } finally {
    takeDegradedFill(fillId);
  }
}

/**
 * A copy of a render for one shopper: its own nonce in the page, in the headers that carry one
 * (Link preloads) and in the policy.
 */
function respond(page: RenderedPage, state: 'HIT' | 'MISS', nonce: string, policy: string) {
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
