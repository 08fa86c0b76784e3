// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';

import { readiness } from './readiness';

vi.mock('server-only', () => ({}));

afterEach(() => vi.unstubAllEnvs());

describe('readiness (issue 28)', () => {
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
});
