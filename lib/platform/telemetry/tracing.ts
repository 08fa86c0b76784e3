import 'server-only';

import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';

/**
 * Registers the OpenTelemetry SDK: Next's own spans (a request, its render, its fetches) and the
 * store's service-call spans (lib/platform/telemetry/spans.ts) are batched and sent as OTLP/HTTP JSON to
 * OTEL_EXPORTER_OTLP_ENDPOINT (or OTEL_EXPORTER_OTLP_TRACES_ENDPOINT) + `/v1/traces`; the
 * exporter reads OTEL_EXPORTER_OTLP_HEADERS and the OTEL_BSP_* batch settings itself. Loaded by
 * instrumentation.ts only when an endpoint is set: without one nothing here is imported, and the
 * API's spans are no-ops.
 */
export function startTracing(): void {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': process.env.OTEL_SERVICE_NAME || 'storefront',
      'service.instance.id': `${process.env.HOSTNAME ?? 'localhost'}:${process.pid}`,
    }),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter())],
  });
  // the global provider, the W3C trace-context propagator and an AsyncLocalStorage context
  provider.register();
  // the last batch goes out while the server drains (scripts/server.mjs waits for requests in
  // flight before it exits)
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(signal, () => void provider.shutdown().catch(() => {}));
  }
}
