import { NextResponse, type NextRequest } from 'next/server';

import { routeRedirect } from '@/lib/route-rules';
import { contentSecurityPolicy, createNonce } from '@/lib/security/csp';
import { NONCE_HEADER } from '@/lib/security/nonce-header';

/**
 * Every page request passes here: the route rules of spec 2.2 (lib/route-rules.ts: exactly 301,
 * never for assets or API paths), then the page's Content-Security-Policy with a fresh nonce
 * (issue 8). Next reads the nonce from the request's CSP header and puts it on its own scripts;
 * the root layout reads `x-nonce` for the one inline script of ours.
 */
export function proxy(request: NextRequest) {
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
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set('Content-Security-Policy', policy);
  return response;
}

export const config = {
  // Pages only: static files, images, the service and media forwarders and metadata files need
  // neither the route rules nor a policy (and proxy costs throughput on every matched request).
  matcher: [
    '/((?!_next/|svc/|media/|api/|favicon.ico|robots.txt|sitemap.xml|manifest.webmanifest).*)',
  ],
};
