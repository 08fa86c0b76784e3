import * as Sentry from '@sentry/nextjs';

// NEXT_PUBLIC_SENTRY_DSN is inlined at build time; without it the browser SDK is never started.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;
if (dsn) {
  Sentry.init({ dsn, tracesSampleRate: 0.1 });
}

export const onRouterTransitionStart = Sentry.captureRouterTransitionStart;
