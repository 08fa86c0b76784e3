// @vitest-environment node
import type { AddressInfo } from 'node:net';

import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { seededApp } from '../../../reference-api/src/testing/seeded-app';

import { loadShops } from './get-shops';

vi.mock('server-only', () => ({}));
// The data cache needs a Next server; here every call goes to the API.
vi.mock('next/cache', () => ({ unstable_cache: <F>(fn: F) => fn }));

const reference = seededApp();
let server: ReturnType<typeof serve>;
let apiUrl = '';

beforeAll(async () => {
  server = serve({ fetch: reference.app.fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  apiUrl = `http://127.0.0.1:${port}/main`;
});

afterAll(() => {
  vi.unstubAllEnvs();
  server.close();
  reference.cleanup();
});

describe('loadShops against the reference API', () => {
  it('loads the active shops and the render time', async () => {
    vi.stubEnv('MAIN_API_URL', apiUrl);
    const before = Date.now();
    const { shops, renderedAt } = await loadShops();
    expect(renderedAt).toBeGreaterThanOrEqual(before);
    expect(shops?.length).toBeGreaterThanOrEqual(15);
    expect(shops?.every((shop) => shop.is_active)).toBe(true);
    const pickup = await loadShops('pickup');
    expect(pickup.shops?.length).toBeLessThan(shops?.length ?? 0);
    expect(pickup.shops?.every((shop) => shop.services.includes('pickup'))).toBe(true);
  });

  it('an unreachable API gives `shops: null` (the page degrades) and logs why', async () => {
    vi.stubEnv('MAIN_API_URL', 'http://127.0.0.1:9/main');
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await loadShops()).shops).toBeNull();
    expect(log).toHaveBeenCalledWith(
      '[shops] the shop list could not be loaded',
      expect.anything(),
    );
    log.mockRestore();
  });
});
