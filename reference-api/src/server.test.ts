// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import type { Config } from './config';
import { startServer } from './server';

describe('server start', () => {
  const dir = mkdtempSync(join(tmpdir(), 'reference-server-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
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
    const health = (await (await fetch(`${first.url}/health`)).json()) as { products: number };
    const created = (await (
      await fetch(`${first.url}/cart/api/cart`, { method: 'POST' })
    ).json()) as { cart: { sessionId: string } };
    await first.close();

    const again: string[] = [];
    const second = await startServer(config, (line) => again.push(line));
    expect(again[0]).toBe(`database ready: ${health.products} products`);
    expect(again.some((line) => line.startsWith('drew'))).toBe(false);
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
