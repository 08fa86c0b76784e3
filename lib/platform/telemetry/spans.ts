import {
  context,
  propagation,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Span,
} from '@opentelemetry/api';

const tracer = trace.getTracer('storefront');

/**
 * Runs `call` inside a client span named `name` (a low-cardinality name: a service and a method),
 * the current span (a page's render) its parent. `call` sets what it learns on the span (an
 * outcome, a status); a throw marks the span as failed. Without the SDK (instrumentation.ts starts
 * it only when OTEL_EXPORTER_OTLP_ENDPOINT is set) the span is the API's no-op and costs nothing.
 */
export function inClientSpan<T>(
  name: string,
  attributes: Attributes,
  call: (span: Span) => Promise<T>,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind: SpanKind.CLIENT, attributes }, async (span) => {
    try {
      return await call(span);
    } catch (error) {
      span.setStatus({ code: SpanStatusCode.ERROR, message: (error as Error)?.message });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * The current trace's W3C headers (`traceparent`, `tracestate`) for an outgoing request, so the
 * service (or the store's own render, asked by its page cache) continues the trace. Empty without
 * the SDK.
 */
export function traceHeaders(): Record<string, string> {
  const carrier: Record<string, string> = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/**
 * Puts the request's id on the current span (the proxy's span of a page request), so a trace is
 * found by the id a log line or an error card shows. Nothing without the SDK.
 */
export function tagRequestId(id: string | null): void {
  if (id) trace.getActiveSpan()?.setAttribute('storefront.request_id', id);
}
