/**
 * Response headers of every page and asset: next.config.ts sets them on what Next answers, and the
 * store's server (scripts/static-brotli.mjs) on the static files it answers itself. A web view (the
 * native app) loads the store as its top-level page, so refusing to be framed by other sites does
 * not touch it. The nonce-based Content-Security-Policy is set per page request by proxy.ts
 * (lib/platform/security/csp.ts).
 */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  {
    key: 'Permissions-Policy',
    value: 'camera=(), microphone=(), geolocation=(self), payment=(self), browsing-topics=()',
  },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
];
