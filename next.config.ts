import { resolve } from 'node:path';

import { withSentryConfig } from '@sentry/nextjs/config';
import type { NextConfig } from 'next';

import { SECURITY_HEADERS } from './lib/platform/security/security-headers.mjs';
import { addCompileHints } from './scripts/build/compile-hints.mjs';
import { precompressStatic } from './scripts/static-brotli.mjs';

const nextConfig: NextConfig = {
  async headers() {
    return [{ source: '/:path*', headers: SECURITY_HEADERS }];
  },
  // A separate build folder lets parallel work build and run its own copy (default .next).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  // Canonical addresses end with a slash (spec: product links are /product/{slug}/). The built-in
  // trailing-slash redirect answers 308; the spec wants 301, so proxy.ts does it instead.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // Every client gets the metadata in the <head>, none streamed after it (Next's documented way to
  // switch streaming metadata off): a kept page is sent whole anyway, so streaming gained nothing,
  // and one render serves crawlers and browsers alike (one page-cache entry, not two), and a 404
  // drawn in the browser puts its title ahead of a page's that is already there.
  htmlLimitedBots: /.*/,
  poweredByHeader: false,
  // loaded from node_modules as scripts/server.mjs loads it, not bundled into each route (pino is on
  // Next's own list)
  serverExternalPackages: ['prom-client'],
  // Several instances share Next's data cache in Redis when REDIS_URL is set where the server
  // starts (docs/caching.md); without it Next keeps its own in .next/cache, as before.
  ...(process.env.REDIS_URL && {
    cacheHandler: resolve('lib/platform/shared-cache/next-cache-handler.mjs'),
    cacheMaxMemorySize: 0,
  }),
  compiler: {
    // Chromium compiles the scripts a first visit runs off the main thread (scripts/build/
    // compile-hints.mjs); then every script and stylesheet is compressed once in brotli for the
    // store's server (scripts/static-brotli.mjs). Runs before Sentry's hook, which wraps this one,
    // uploads source maps.
    runAfterProductionCompile: async ({ distDir }) => {
      const hinted = addCompileHints(distDir);
      console.log(`   Compile hints added to ${hinted.length} first-load chunks`);
      console.log(
        `   Brotli copies written for ${precompressStatic(distDir)} scripts and stylesheets`,
      );
    },
  },
  experimental: {
    // A page carries exactly the CSS of what it renders (the default chunker merged the whole
    // site's CSS into the root layout's chunk); requests cost nothing to the chunker because the CSS
    // is inlined: linked, each stylesheet delayed the first paint by a round trip. ADR 0011.
    cssChunking: { type: 'graph', requestCost: 0 },
    inlineCss: true,
  },
  reactStrictMode: true,
  typedRoutes: false,
  images: {
    // The pictures come from the API through the same-origin /media forwarder and are SVG, which
    // an optimiser would only pass through; next/image renders them as they are. With raster
    // photos from a media CDN, give it a loader instead (docs/adr/0005-plain-img.md).
    unoptimized: true,
  },
};

// Sentry only uploads source maps and creates releases when all three credentials are present;
// without them the build makes no network call (nextjs16-notes §5).
const upload = Boolean(
  process.env.SENTRY_AUTH_TOKEN && process.env.SENTRY_ORG && process.env.SENTRY_PROJECT,
);

export default withSentryConfig(nextConfig, {
  org: process.env.SENTRY_ORG,
  project: process.env.SENTRY_PROJECT,
  authToken: process.env.SENTRY_AUTH_TOKEN,
  silent: true,
  telemetry: false,
  sourcemaps: { disable: !upload },
  release: { create: upload, finalize: upload },
  errorHandler: (error) => console.warn('[sentry] build step skipped:', error.message),
});
