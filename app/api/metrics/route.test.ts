// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { GET } from './route';

vi.mock('server-only', () => ({}));

const ask = (authorization?: string) =>
  GET(
    new Request('http://store.test/api/metrics', {
      headers: authorization ? { authorization } : {},
    }),
  );

afterEach(() => vi.unstubAllEnvs());

describe('GET /api/metrics', () => {
  it('does not exist while no METRICS_TOKEN is configured', async () => {
    vi.stubEnv('METRICS_TOKEN', '');
    expect((await ask('Bearer anything')).status).toBe(404);
  });

  it('refuses a missing or wrong token', async () => {
    vi.stubEnv('METRICS_TOKEN', 'scrape-secret-1');
    expect((await ask()).status).toBe(401);
    expect((await ask('Bearer guess')).status).toBe(401);
  });

  it('answers the Prometheus text to the scraper', async () => {
    vi.stubEnv('METRICS_TOKEN', 'scrape-secret-1');
    const answer = await ask('Bearer scrape-secret-1');
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('text/plain');
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const text = await answer.text();
    for (const name of [
      'storefront_http_requests_total',
      'storefront_page_views_total',
      'storefront_page_render_duration_seconds',
      'storefront_service_calls_total',
      'storefront_circuit_state',
      'storefront_redis_commands_total',
      'storefront_revalidations_total',
      'nodejs_heap_size_used_bytes',
    ]) {
      expect(text).toContain(`# TYPE ${name}`);
    }
  });
});
