import type * as SentryModule from '@sentry/nextjs';

// The browser SDK loads only when NEXT_PUBLIC_SENTRY_DSN is set (inlined at build time); a static
// import would put the whole SDK into every page's first load even when reporting is off.
const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

type Sdk = typeof SentryModule;
let sdk: Sdk | undefined;
if (dsn) {
  void import('@sentry/nextjs').then((Sentry) => {
    Sentry.init({ dsn, tracesSampleRate: 0.1 });
    sdk = Sentry;
  });
}

export function onRouterTransitionStart(...args: Parameters<Sdk['captureRouterTransitionStart']>) {
  sdk?.captureRouterTransitionStart(...args);
}
