import { NextResponse, type NextRequest } from 'next/server';

import { routeRedirect } from '@/lib/route-rules';

/** The route rules of spec 2.2 (lib/route-rules.ts): exactly 301, never for assets or API paths. */
export function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const target = routeRedirect(pathname, search);
  if (!target) return NextResponse.next();
  // A plain URL, not nextUrl.clone(): NextURL remembers the original trailing slash and would
  // serialise '/x/' back to '/x' (a redirect loop; nextjs16-notes §2).
  return NextResponse.redirect(new URL(target, request.url), 301);
}

export const config = {
  // Narrow on purpose: proxy runs on every matched request and costs throughput. Static files,
  // images, the service and media forwarders and metadata files never need the route rules.
  matcher: [
    '/((?!_next/|svc/|media/|api/|favicon.ico|robots.txt|sitemap.xml|manifest.webmanifest).*)',
  ],
};
