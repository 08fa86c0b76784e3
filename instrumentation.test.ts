import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const startTracing = vi.fn();
vi.mock('./lib/platform/telemetry/tracing', () => ({ startTracing }));
const error = vi.fn();
vi.mock('./lib/platform/log/logger.mjs', () => ({ logger: () => ({ error }) }));
const captureRequestError = vi.fn();
vi.mock('@sentry/nextjs', () => ({ captureRequestError }));

const { register, onRequestError } = await import('./instrumentation');

beforeEach(() => {
  vi.stubEnv('NEXT_RUNTIME', 'nodejs');
  for (const name of ['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT']) {
    vi.stubEnv(name, '');
  }
  vi.stubEnv('SENTRY_DSN', '');
  vi.stubEnv('REDIS_URL', '');
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.clearAllMocks();
});

describe('register', () => {
  it('loads no tracing SDK without an OTLP endpoint', async () => {
    await register();
    expect(startTracing).not.toHaveBeenCalled();
  });

  it.each(['OTEL_EXPORTER_OTLP_ENDPOINT', 'OTEL_EXPORTER_OTLP_TRACES_ENDPOINT'])(
    'starts tracing when %s is set',
    async (name) => {
      vi.stubEnv(name, 'http://127.0.0.1:4318');
      await register();
      expect(startTracing).toHaveBeenCalledOnce();
    },
  );

  it('starts nothing in the edge runtime', async () => {
    vi.stubEnv('NEXT_RUNTIME', 'edge');
    vi.stubEnv('OTEL_EXPORTER_OTLP_ENDPOINT', 'http://127.0.0.1:4318');
    await register();
    expect(startTracing).not.toHaveBeenCalled();
  });
});

describe('onRequestError', () => {
  const failure = Object.assign(new Error('render broke'), { digest: '2718281828' });
  const request = { path: '/catalog/', method: 'GET', headers: { 'x-request-id': 'req-1234abcd' } };
  const context = {
    routerKind: 'App Router',
    routePath: '/(shop)/catalog/[[...category]]',
    routeType: 'render',
    renderSource: 'react-server-components',
    revalidateReason: undefined,
    renderType: 'dynamic',
  } as const;

  it('logs the failure with its digest (the error card’s code) and the request id', async () => {
    await onRequestError(failure, request, context);
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({
        err: failure,
        digest: '2718281828',
        req_id: 'req-1234abcd',
        route: '/(shop)/catalog/[[...category]]',
      }),
      'request failed',
    );
    expect(captureRequestError).not.toHaveBeenCalled();
  });

  it('reports to Sentry too when it is configured', async () => {
    vi.stubEnv('SENTRY_DSN', 'https://key@sentry.example/1');
    await onRequestError(failure, request, context);
    expect(captureRequestError).toHaveBeenCalledWith(failure, request, context);
  });
});
