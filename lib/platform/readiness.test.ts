// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readiness } from './readiness';
import type { SharedStore } from './shared-cache/store.mjs';

vi.mock('server-only', () => ({}));

afterEach(() => vi.unstubAllEnvs());

describe('readiness', () => {
  it('is ready while the catalogue service answers its tree', async () => {
    vi.stubEnv('CATALOG_API_URL', 'http://catalog.test/catalog');
    const fetcher = vi.fn(async () => new Response('{"items":[]}', { status: 200 }));
    expect(await readiness(fetcher)).toMatchObject({ status: 'ready', catalog: 'up' });
    expect(fetcher).toHaveBeenCalledWith(
      'http://catalog.test/catalog/category/tree',
      expect.objectContaining({ cache: 'no-store' }),
    );
  });

  it('is not ready when the service fails, refuses or does not answer', async () => {
    const down = [
      async () => new Response('boom', { status: 500 }),
      async () => {
        throw new TypeError('fetch failed');
      },
      async () => {
        throw new DOMException('timed out', 'TimeoutError');
      },
    ];
    for (const fetcher of down) {
      expect(await readiness(fetcher as unknown as typeof fetch)).toMatchObject({
        status: 'not-ready',
        catalog: 'down',
      });
    }
  });

  it('needs Redis to answer when a shared cache is configured', async () => {
    const fetcher = vi.fn(async () => new Response('{"items":[]}', { status: 200 }));
    const store = (up: boolean) => ({ ping: async () => up }) as unknown as SharedStore;
    expect(await readiness(fetcher, null)).toMatchObject({ status: 'ready', redis: 'off' });
    expect(await readiness(fetcher, store(true))).toMatchObject({ status: 'ready', redis: 'up' });
    expect(await readiness(fetcher, store(false))).toMatchObject({
      status: 'not-ready',
      catalog: 'up',
      redis: 'down',
    });
  });
});

describe('sharedReadiness', () => {
  it('probes once per interval for every caller, then again', async () => {
    const { READY_PROBE_INTERVAL_MS, sharedReadiness } = await import('./readiness');
    let probes = 0;
    const probe = async () => {
      probes += 1;
      return {
        status: 'ready' as const,
        catalog: 'up' as const,
        redis: 'off' as const,
        circuits: {},
      };
    };
    const start = 5_000_000;
    await Promise.all(Array.from({ length: 50 }, (_, i) => sharedReadiness(start + i * 10, probe)));
    expect(probes).toBe(1);
    await sharedReadiness(start + READY_PROBE_INTERVAL_MS, probe);
    expect(probes).toBe(2);
  });
});
