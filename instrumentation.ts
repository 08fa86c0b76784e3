import * as Sentry from '@sentry/nextjs';

export async function register() {
  // Sentry is initialised only when SENTRY_DSN is set; otherwise nothing is loaded or sent.
  if (process.env.SENTRY_DSN && process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./sentry.server.config');
  }
  // with several instances (REDIS_URL), the shared cache connects while the server starts, not at
  // the first page view (lib/shared-cache/store.mjs)
  if (process.env.REDIS_URL && process.env.NEXT_RUNTIME === 'nodejs') {
    const { sharedStore } = await import('./lib/shared-cache/store.mjs');
    sharedStore();
  }
}

export const onRequestError = Sentry.captureRequestError;
