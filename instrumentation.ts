import * as Sentry from '@sentry/nextjs';
import type { Instrumentation } from 'next';

export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  // OpenTelemetry only when an OTLP endpoint is set; otherwise the SDK is never loaded
  // (docs/operations.md, Traces). It goes first so that Next's spans of the first request count.
  if (process.env.OTEL_EXPORTER_OTLP_ENDPOINT || process.env.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) {
    const { startTracing } = await import('./lib/platform/telemetry/tracing');
    startTracing();
  }
  // Sentry is initialised only when SENTRY_DSN is set; otherwise nothing is loaded or sent.
  if (process.env.SENTRY_DSN) await import('./sentry.server.config');
  // with several instances (REDIS_URL), the shared cache connects while the server starts, not at
  // the first page view (lib/platform/shared-cache/store.mjs)
  if (process.env.REDIS_URL) {
    const { sharedStore } = await import('./lib/platform/shared-cache/store.mjs');
    sharedStore();
  }
}

/**
 * A failed render, route or action: one error line with its stack, the request id and Next's
 * digest (the «Код ошибки» of the error card, app/_components/route-error.tsx), then Sentry when
 * configured.
 */
export const onRequestError: Instrumentation.onRequestError = async (error, request, context) => {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    const { logger } = await import('./lib/platform/log/logger.mjs');
    const failure = error as Error & { digest?: string };
    const requestId = request.headers['x-request-id'];
    logger().error(
      {
        err: failure,
        digest: failure.digest,
        req_id: Array.isArray(requestId) ? requestId[0] : requestId,
        method: request.method,
        route: context.routePath,
        kind: context.routeType,
      },
      'request failed',
    );
  }
  if (process.env.SENTRY_DSN) await Sentry.captureRequestError(error, request, context);
};
