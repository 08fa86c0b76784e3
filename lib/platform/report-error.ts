/**
 * Reports an error to Sentry when the browser SDK is configured (NEXT_PUBLIC_SENTRY_DSN, inlined
 * at build time). Without a DSN the SDK is never downloaded: the import below is dynamic, so the
 * ~60 KiB (gzip) SDK stays out of every page's first load.
 */
export function reportError(error: unknown): void {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  void import('@sentry/nextjs').then((Sentry) => Sentry.captureException(error));
}
