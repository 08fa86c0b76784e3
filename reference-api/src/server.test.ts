// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import type { Config } from './config';
import { startServer } from './server';

describe('server start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reference-server-'));
  // no REFERENCE_ADMIN_TOKEN: the server makes its own
  vi.stubEnv('REFERENCE_ADMIN_TOKEN', '');
  afterAll(() => {
    vi.unstubAllEnvs();
    rmSync(dir, { recursive: true, force: true });
  });
  const config: Config = {
    port: 0,
    host: '127.0.0.1',
    dbPath: join(dir, 'store.db'),
    mediaDir: join(dir, 'media'),
    seed: 1,
  };

  // two real starts, the first seeding the database and drawing the media: about 3 s alone, more
  // on a loaded 2-core CI (it timed out at vitest's default 5 s there)
  it('seeds on the first start only and keeps carts across restarts', async () => {
    const lines: string[] = [];
    const first = await startServer(config, (line) => lines.push(line));
    expect(lines.at(-1)).toBe(`reference API on ${first.url}`);
    expect(lines[0]).toMatch(/^seeded \d+ products/);
    // the admin token: generated now, printed this once, and it works
    const token =
      /^admin token \(shown once; set REFERENCE_ADMIN_TOKEN to choose your own\): (\S+)$/.exec(
        lines.find((line) => line.startsWith('admin token')) ?? '',
      )?.[1];
    expect(token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    const adminWrite = (url: string, bearer: string) =>
      fetch(`${url}/main/live/admin/on-air`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${bearer}` },
      });
    expect((await adminWrite(first.url, token!)).status).toBe(204);
    expect((await adminWrite(first.url, 'reference-admin-token')).status).toBe(403);
    const health = (await (await fetch(`${first.url}/health`)).json()) as { products: number };
    const created = (await (
      await fetch(`${first.url}/cart/api/cart`, { method: 'POST' })
    ).json()) as { cart: { sessionId: string } };
    await first.close();

    const again: string[] = [];
    const second = await startServer(config, (line) => again.push(line));
    expect(again[0]).toBe(`database ready: ${health.products} products`);
    expect(again.some((line) => line.startsWith('drew'))).toBe(false);
    expect(again.join('\n')).not.toContain(token);
    expect(again).toContain(
      'an admin token exists (shown when it was made; npm run api:admin-token makes a new one)',
    );
    expect((await adminWrite(second.url, token!)).status).toBe(204);
    const after = (await (await fetch(`${second.url}/health`)).json()) as { products: number };
    expect(after.products).toBe(health.products);
    const cart = (await (
      await fetch(`${second.url}/cart/api/cart`, {
        headers: { 'shop-cart-token': created.cart.sessionId },
      })
    ).json()) as { cart: { sessionId: string | null } };
    expect(cart.cart.sessionId).toBe(created.cart.sessionId);
    await second.close();
  }, 60_000);
});
