import * as Sentry from '@sentry/nextjs';

export async function register() {
  // Sentry is initialised only when SENTRY_DSN is set; otherwise nothing is loaded or sent.
  if (process.env.SENTRY_DSN && process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./sentry.server.config');
  }
}

export const onRequestError = Sentry.captureRequestError;
