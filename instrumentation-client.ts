import type * as SentryModule from '@sentry/nextjs';

// zod compiles object parsers with `new Function` and probes for it once, and a strict CSP reports
// even a caught probe. Its global config is read from this global when zod first loads
// (zod/v4/core/core.js), so setting it here keeps zod itself out of the first load.
const zodHost = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodHost.__zod_globalConfig = { ...zodHost.__zod_globalConfig, jitless: true };

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
