import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One span as an OTLP/HTTP JSON export carries it, flattened for assertions. */
export type ReceivedSpan = {
  traceId: string;
  spanId: string;
  parentSpanId: string | null;
  name: string;
  /** OTLP's SpanKind number: 1 internal, 2 server, 3 client. */
  kind: number;
  attributes: Record<string, string | number | boolean>;
  service: string;
};

type AnyValue = {
  stringValue?: string;
  intValue?: string | number;
  boolValue?: boolean;
  doubleValue?: number;
};
type KeyValue = { key: string; value: AnyValue };

const valueOf = (value: AnyValue) =>
  value.stringValue ?? value.boolValue ?? value.doubleValue ?? Number(value.intValue);

const attributesOf = (list: KeyValue[] = []) =>
  Object.fromEntries(list.map(({ key, value }) => [key, valueOf(value)]));

/**
 * A small OTLP/HTTP receiver (JSON, `POST /v1/traces`) on a free port of 127.0.0.1: what a
 * collector would get from a store started with OTEL_EXPORTER_OTLP_ENDPOINT set to `url`.
 */
export async function startOtlpReceiver() {
  const spans: ReceivedSpan[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST' && request.url === '/v1/traces') {
        const exported = JSON.parse(body) as {
          resourceSpans: {
            resource: { attributes: KeyValue[] };
            scopeSpans: {
              spans: (Omit<ReceivedSpan, 'attributes' | 'service' | 'parentSpanId'> & {
                parentSpanId?: string;
                attributes?: KeyValue[];
              })[];
            }[];
          }[];
        };
        for (const { resource, scopeSpans } of exported.resourceSpans) {
          const service = String(attributesOf(resource.attributes)['service.name']);
          for (const span of scopeSpans.flatMap((scope) => scope.spans)) {
            spans.push({
              traceId: span.traceId,
              spanId: span.spanId,
              parentSpanId: span.parentSpanId || null,
              name: span.name,
              kind: span.kind,
              attributes: attributesOf(span.attributes),
              service,
            });
          }
        }
      }
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    spans,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
