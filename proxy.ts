import { NextResponse, type NextRequest } from 'next/server';

import { PAGE_CACHE_FILL_HEADER } from '@/lib/platform/api/render-health';
import { analyticsSettings, siteUrl } from '@/lib/platform/env';
import {
  isPageCacheRequest,
  ownFillId,
  pageViewOf,
  servePage,
} from '@/lib/platform/page-cache/serve';
import { contentSecurityPolicy, createNonce } from '@/lib/platform/security/csp';
import { servedOverHttps, withHsts } from '@/lib/platform/security/hsts';
import { NONCE_HEADER } from '@/lib/platform/security/nonce-header';
import { tagRequestId } from '@/lib/platform/telemetry/spans';
import { utmFromSearch, utmSetCookies } from '@/lib/shop/analytics/utm';
import {
  MARKDOWN_VIEW_HEADER,
  isNegotiablePath,
  markdownDecision,
} from '@/lib/shop/markdown/markdown-route';
import { routeRedirect } from '@/lib/shop/route-rules';

/**
 * Every page request passes here: the route rules of spec 2.2 (lib/shop/route-rules.ts: exactly 301,
 * never for assets or API paths), then the page's Content-Security-Policy with a fresh nonce.
 * Next reads the nonce from the request's CSP header and puts it on its own scripts;
 * the root layout reads `x-nonce` for the one inline script of ours. A page view is served by the
 * page cache (lib/platform/page-cache), which renders it through this proxy too: a kept page is the bytes of
 * one render, its policy and nonce included (docs/adr/0012).
 */
export async function proxy(request: NextRequest) {
  tagRequestId(request.headers.get('x-request-id'));
  return withHsts(withUtm(request, await routePage(request)));
}

/** A landing with `utm_*` keeps its campaign 30 days (spec 9, lib/shop/analytics/utm.ts). */
function withUtm(request: NextRequest, response: Response): Response {
  const utm = utmFromSearch(request.nextUrl.searchParams);
  // a redirect keeps the query: its target's answer sets them
  if (!utm || (response.status >= 300 && response.status < 400)) return response;
  for (const cookie of utmSetCookies(utm, servedOverHttps(siteUrl()))) {
    response.headers.append('Set-Cookie', cookie);
  }
  return response;
}

/** The hosts of the configured tag manager and counters (none when unset). */
function counterHosts() {
  const { gtmId, gtmScriptUrl, metricaId } = analyticsSettings();
  return { gtmScriptUrl: gtmId ? gtmScriptUrl : undefined, metrica: Boolean(metricaId) };
}

/** Known to this process only: its own rewrites to the Markdown handlers carry it (markdown-route.ts). */
const MARKDOWN_VIEW_TOKEN = crypto.randomUUID();

function markdownRewrite(request: NextRequest, path: string): Response {
  const headers = new Headers(request.headers);
  headers.set(MARKDOWN_VIEW_HEADER, MARKDOWN_VIEW_TOKEN);
  const target = new URL(`${path}${request.nextUrl.search}`, request.url);
  return NextResponse.rewrite(target, { request: { headers } });
}

async function routePage(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const target = routeRedirect(pathname, search);
  // A plain URL, not nextUrl.clone(): NextURL remembers the original trailing slash and would
  // serialise '/x/' back to '/x' (a redirect loop; nextjs16-notes §2).
  if (target) return NextResponse.redirect(new URL(target, request.url), 301);

  // Markdown views for assistants (docs/assistants.md) are routed before the page cache, so it
  // never answers a Markdown request with a kept HTML page, nor keeps a Markdown answer
  const markdown = markdownDecision(
    request.method,
    pathname,
    request.headers.get('accept'),
    request.headers.get(MARKDOWN_VIEW_HEADER) === MARKDOWN_VIEW_TOKEN,
  );
  if (markdown?.kind === 'hidden') return new Response(null, { status: 404 });
  if (markdown?.kind === 'pass') return NextResponse.next();
  if (markdown) return markdownRewrite(request, markdown.path);

  const fillId = ownFillId(request.headers);
  // a page view renders once through the page cache (kept when it may be), which also answers
  // honestly when the back end fails
  if (!fillId && isPageCacheRequest(request)) {
    const page = await servePage(request, await pageViewOf(request));
    // the same address answers Markdown to `Accept: text/markdown`: caches in between must know
    if (isNegotiablePath(pathname)) page.headers.append('Vary', 'Accept');
    return page;
  }

  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
    counters: counterHosts(),
  });
  const headers = new Headers(request.headers);
  // only this proxy's own fill requests may carry the header the render marks outages under
  if (!fillId) headers.delete(PAGE_CACHE_FILL_HEADER);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: static files, images, the service and media forwarders, metadata files, llms.txt and
  // the market feeds (XML streamed to marketplaces, never HTML: no page cache, no policy) need neither
  // the route rules nor a policy (and proxy costs throughput on every matched request).
  matcher: [
    '/((?!_next/|svc/|media/|api/|feeds/|favicon.ico|robots.txt|sitemap.xml|llms.txt|manifest.webmanifest).*)',
  ],
};
