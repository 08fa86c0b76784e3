import { siteUrl } from '@/lib/platform/env';

/**
 * Strict-Transport-Security for a store served over HTTPS: a year, subdomains included.
 * Over plain HTTP (local runs, tests) browsers ignore it, so it is not sent.
 */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

export function hstsHeader(https: boolean): string | null {
  return https ? HSTS_VALUE : null;
}

/** Whether the store is served over HTTPS (SITE_URL): HSTS and `Secure` cookies then. */
export const servedOverHttps = (siteUrl: string): boolean => siteUrl.startsWith('https://');

/** HSTS on an answer when the store is served over HTTPS (SITE_URL). */
export function withHsts(response: Response): Response {
  const hsts = hstsHeader(servedOverHttps(siteUrl()));
  if (hsts) response.headers.set('Strict-Transport-Security', hsts);
  return response;
}
