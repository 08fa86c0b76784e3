// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it, vi } from 'vitest';

import { checkApiHealth, healthUrl, readBuildStamp } from './build-info';

const dir = mkdtempSync(join(tmpdir(), 'build-info-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('readBuildStamp', () => {
  it('reads BUILD_ID and its time', async () => {
    writeFileSync(join(dir, 'BUILD_ID'), 'abc123\n');
    const stamp = await readBuildStamp(dir);
    expect(stamp.buildId).toBe('abc123');
    expect(Date.parse(stamp.builtAt ?? '')).not.toBeNaN();
  });

  it('answers nulls without a build folder', async () => {
    expect(await readBuildStamp(join(dir, 'missing'))).toEqual({ buildId: null, builtAt: null });
  });
});

describe('checkApiHealth', () => {
  it('reports a healthy API with its product count', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(Response.json({ status: 'ok', products: 240 }));
    const health = await checkApiHealth('http://api/health', 500, fetchImpl);
    expect(health).toMatchObject({ ok: true, products: 240 });
  });

  it('reports an HTTP failure', async () => {
    const fetchImpl = vi.fn().mockResolvedValue(new Response('x', { status: 503 }));
    expect(await checkApiHealth('http://api/health', 500, fetchImpl)).toEqual({
      ok: false,
      reason: 'HTTP 503',
    });
  });

  it('gives up after the timeout', async () => {
    const fetchImpl = vi.fn(
      (_url: string | URL | Request, init?: RequestInit) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    expect(await checkApiHealth('http://api/health', 20, fetchImpl as typeof fetch)).toEqual({
      ok: false,
      reason: 'нет ответа за 20 мс',
    });
  });

  it('reports a refused connection', async () => {
    const fetchImpl = vi.fn().mockRejectedValue(new TypeError('fetch failed'));
    expect(await checkApiHealth('http://api/health', 500, fetchImpl)).toEqual({
      ok: false,
      reason: 'нет соединения',
    });
  });
});

describe('healthUrl', () => {
  it('is /health at the origin of the main API', () => {
    expect(healthUrl('http://127.0.0.1:4000/main')).toBe('http://127.0.0.1:4000/health');
  });
});
