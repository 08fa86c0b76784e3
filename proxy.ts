import { NextResponse, type NextRequest } from 'next/server';

import { APP_MODE_COOKIE, detectAppMode } from '@/features/native-app/app-mode';
import { siteUrl } from '@/lib/env';
import { PAGE_CACHE_FILL_HEADER } from '@/lib/page-cache/render-health';
import {
  isLimitedBot,
  isPageCacheRequest,
  isPersonalPageRequest,
  ownFillId,
  pageCacheEnabled,
  servePage,
  servePersonalPage,
  type PageView,
} from '@/lib/page-cache/serve';
import { routeRedirect } from '@/lib/route-rules';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { hstsHeader, servedOverHttps } from '@/lib/security/hsts';
import { NONCE_HEADER } from '@/lib/security/nonce-header';

/**
 * Every page request passes here: the route rules of spec 2.2 (lib/route-rules.ts: exactly 301,
 * never for assets or API paths), then the page's Content-Security-Policy with a fresh nonce
 * (issue 8). Next reads the nonce from the request's CSP header and puts it on its own scripts;
 * the root layout reads `x-nonce` for the one inline script of ours. Shop pages everybody sees
 * alike come from the page cache with that nonce (lib/page-cache, issue 7); the cart, drawn for one
 * shopper, gets its scripts after the first paint as those pages do, and is never kept.
 */
export async function proxy(request: NextRequest) {
  return withHsts(await routePage(request));
}

/** HSTS on every page answer when the store is served over HTTPS (issue 25). */
function withHsts(response: Response): Response {
  const hsts = hstsHeader(servedOverHttps(siteUrl()));
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}

async function routePage(request: NextRequest): Promise<Response> {
  const { pathname, search } = request.nextUrl;
  const target = routeRedirect(pathname, search);
  // A plain URL, not nextUrl.clone(): NextURL remembers the original trailing slash and would
  // serialise '/x/' back to '/x' (a redirect loop; nextjs16-notes §2).
  if (target) return NextResponse.redirect(new URL(target, request.url), 301);

  const nonce = createNonce();
  const policy = contentSecurityPolicy({
    nonce,
    dev: process.env.NODE_ENV === 'development',
    sentryDsn: process.env.NEXT_PUBLIC_SENTRY_DSN,
  });
  const fillId = ownFillId(request.headers);
  if (!fillId && pageCacheEnabled() && isPageCacheRequest(request)) {
    const cached = await servePage(request, pageView(request), nonce, policy);
    if (cached) return cached;
  }
  if (!fillId && isPersonalPageRequest(request)) {
    const personal = await servePersonalPage(request, nonce, policy);
    if (personal) return personal;
  }

  const headers = new Headers(request.headers);
  // only this proxy's own fill requests may carry the header the render marks outages under
  if (!fillId) headers.delete(PAGE_CACHE_FILL_HEADER);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

/**
 * What a shop page's render depends on besides its address: the native-app mode (user agent or
 * cookie, features/native-app) and whether Next treats the client as a crawler.
 */
function pageView(request: NextRequest): PageView {
  const userAgent = request.headers.get('user-agent');
  const appCookie = request.cookies.get(APP_MODE_COOKIE)?.value;
  const renderHeaders = new Headers();
  if (userAgent) renderHeaders.set('user-agent', userAgent);
  if (appCookie) renderHeaders.set('cookie', `${APP_MODE_COOKIE}=${appCookie}`);
  return {
    variant: {
      appMode: detectAppMode({ userAgent, cookie: appCookie }),
      limitedBot: isLimitedBot(userAgent),
    },
    renderHeaders,
  };
}

export const config = {
  // Pages only: static files, images, the service and media forwarders and metadata files need
  // neither the route rules nor a policy (and proxy costs throughput on every matched request).
  matcher: [
    '/((?!_next/|svc/|media/|api/|favicon.ico|robots.txt|sitemap.xml|manifest.webmanifest).*)',
  ],
};
