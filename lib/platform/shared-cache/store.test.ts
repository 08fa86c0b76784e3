// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { replaceProcessShared } from '../process-shared.mjs';

import SharedCacheHandler, { decodeEntry, encodeEntry, entryTtlMs } from './next-cache-handler.mjs';
import { SharedStore, sharedCacheSettings } from './store.mjs';

/**
 * The shared store against a real redis-server (Debian package `redis-server`; .ci/run installs
 * it), started on a free port for this file and stopped and started again to see the store
 * survive it.
 */
let port = 0;
let server: ChildProcess | null = null;
const stores: SharedStore[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startRedis(): Promise<void> {
  server = spawn(
    'redis-server',
    // DEBUG SLEEP stands in for a slow Redis below
    [
      ...['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      ...['--enable-debug-command', 'yes'],
    ],
    {
      stdio: 'ignore',
    },
  );
  const probe = new SharedStore(
    { url: `redis://127.0.0.1:${port}`, timeoutMs: 200, prefix: 'probe:' },
    { log: () => {} },
  );
  await vi.waitFor(async () => expect(await probe.ping()).toBe(true), {
    timeout: 10_000,
    interval: 50,
  });
  await probe.close();
}

async function stopRedis(): Promise<void> {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  await new Promise((resolve) => {
    running.once('exit', resolve);
    running.kill('SIGKILL');
  });
}

function store(prefix = `t${Math.random().toString(36).slice(2, 8)}:`, log = vi.fn()) {
  const made = new SharedStore(
    { url: `redis://127.0.0.1:${port}`, timeoutMs: 50, prefix },
    { log },
  );
  stores.push(made);
  return made;
}

async function ready(made: SharedStore) {
  await vi.waitFor(() => expect(made.ready).toBe(true), { timeout: 10_000, interval: 20 });
  return made;
}

beforeAll(async () => {
  port = await freePort();
  await startRedis();
}, 20_000);

afterEach(async () => {
  await Promise.all(stores.splice(0).map((made) => made.close()));
});

afterAll(async () => {
  await stopRedis();
});

describe('settings', () => {
  it('is off without REDIS_URL and reads the deadline and prefix', () => {
    expect(sharedCacheSettings({})).toBeNull();
    expect(sharedCacheSettings({ REDIS_URL: '  ' })).toBeNull();
    expect(sharedCacheSettings({ REDIS_URL: 'redis://r:6379' })).toEqual({
      url: 'redis://r:6379',
      timeoutMs: 50,
      prefix: 'storefront:',
    });
    expect(
      sharedCacheSettings({
        REDIS_URL: 'redis://r',
        REDIS_TIMEOUT_MS: 'x',
        REDIS_KEY_PREFIX: 'a:',
      }),
    ).toMatchObject({ timeoutMs: 50, prefix: 'a:' });
  });
});

describe('entries and revalidation', () => {
  it('serves an entry until one of its tags or an added tag is revalidated after it was made', async () => {
    const shared = await ready(store());
    await shared.write('a', 'value-a', {
      tags: ['product:x', 'product-lists'],
      madeAt: 1_000,
      ttlMs: 60_000,
    });
    await shared.write('b', 'value-b', { tags: ['product:y'], madeAt: 1_000, ttlMs: 60_000 });
    expect(await shared.read('a')).toBe('value-a');

    expect(await shared.revalidate(['product:x'], 2_000)).toBe(true);
    expect(await shared.read('a')).toBeNull();
    expect(await shared.read('b')).toBe('value-b');
    // a tag the reader adds (a path) counts the same
    expect(await shared.read('b', { extraTags: ['path:/p/'] })).toBe('value-b');
    await shared.revalidate(['path:/p/'], 2_000);
    expect(await shared.read('b', { extraTags: ['path:/p/'] })).toBeNull();
  });

  it('serves an entry made after the revalidation, and not one made within the grace time', async () => {
    const shared = await ready(store());
    await shared.revalidate(['t'], 5_000);
    await shared.write('late', 'v', { tags: ['t'], madeAt: 6_000, ttlMs: 60_000 });
    expect(await shared.read('late', { graceMs: 2_000 })).toBeNull();
    await shared.write('later', 'v', { tags: ['t'], madeAt: 8_000, ttlMs: 60_000 });
    expect(await shared.read('later', { graceMs: 2_000 })).toBe('v');
    expect(await shared.read('missing')).toBeNull();
  });

  it('keeps the first of two instances’ entries, and a later one once the first is revalidated or gone', async () => {
    const prefix = `first${Date.now()}:`;
    const [a, b] = [await ready(store(prefix)), await ready(store(prefix))];
    const options = { tags: ['product:x'], madeAt: 1_000, ttlMs: 60_000 };
    expect(await a.keepFirst('page', 'from-a', options)).toBeNull();
    // the second instance gets the first one's copy back, and the store keeps it
    expect(await b.keepFirst('page', 'from-b', { ...options, madeAt: 1_500 })).toBe('from-a');
    expect(await b.read('page')).toBe('from-a');

    await a.revalidate(['product:x'], 2_000);
    expect(await b.keepFirst('page', 'from-b', { ...options, madeAt: 3_000 })).toBeNull();
    expect(await a.read('page')).toBe('from-b');

    expect(await a.keepFirst('short', 'v', { ttlMs: 30 })).toBeNull();
    await vi.waitFor(async () => expect(await a.read('short')).toBeNull(), { interval: 20 });
    expect(await b.keepFirst('short', 'w', { ttlMs: 60_000 })).toBeNull();
    expect(await a.read('short')).toBe('w');
  });

  it('counts, and a counter nobody wrote is 0', async () => {
    const shared = await ready(store());
    expect(await shared.counter('cart:s')).toBe(0);
    await shared.increment('cart:s', 60_000);
    await shared.increment('cart:s', 60_000);
    expect(await shared.counter('cart:s')).toBe(2);
  });

  it('tells the other instances, not itself', async () => {
    const prefix = `pub${Date.now()}:`;
    const [a, b] = [await ready(store(prefix)), await ready(store(prefix))];
    const heardByA = vi.fn();
    const heardByB = vi.fn();
    a.subscribe('ch', heardByA);
    b.subscribe('ch', heardByB);
    // the subscription is ready once a message published now arrives
    await vi.waitFor(
      async () => {
        await a.publish('ch', { n: 1 });
        expect(heardByB).toHaveBeenCalled();
      },
      { timeout: 5_000, interval: 50 },
    );
    expect(heardByB).toHaveBeenLastCalledWith({ n: 1 });
    expect(heardByA).not.toHaveBeenCalled();
  });
});

describe('Next data-cache handler', () => {
  it('keeps Buffers and Maps, and misses after a tag or a soft tag is revalidated', async () => {
    const shared = await ready(store());
    replaceProcessShared('shared-cache', shared);
    try {
      const handler = new SharedCacheHandler({});
      const value = {
        kind: 'APP_PAGE',
        rscData: Buffer.from('payload'),
        segmentData: new Map([['/a', Buffer.from('seg')]]),
      };
      await handler.set('k1', value, { tags: ['product:x'] });
      const got = (await handler.get('k1', { softTags: ['_N_T_/p'] })) as {
        value: typeof value;
        lastModified: number;
      };
      expect(Buffer.isBuffer(got.value.rscData)).toBe(true);
      expect(got.value.rscData.toString()).toBe('payload');
      expect(got.value.segmentData.get('/a')?.toString()).toBe('seg');

      await handler.revalidateTag('_N_T_/p');
      expect(await handler.get('k1', { softTags: ['_N_T_/p'] })).toBeNull();
      await handler.set(
        'k2',
        { kind: 'FETCH', data: { body: 'x' }, revalidate: 300 },
        { tags: ['a'] },
      );
      expect(await handler.get('k2', {})).not.toBeNull();
      await handler.revalidateTag(['a', 'b']);
      expect(await handler.get('k2', {})).toBeNull();
    } finally {
      replaceProcessShared('shared-cache', undefined);
    }
  });

  it('encodes what JSON cannot keep and sizes the time to live', () => {
    const entry = { b: Buffer.from([1, 2, 3]), m: new Map([['k', 1]]), plain: { __map: 1, x: 2 } };
    const back = decodeEntry(encodeEntry(entry)) as typeof entry;
    expect([...back.b]).toEqual([1, 2, 3]);
    expect(back.m.get('k')).toBe(1);
    expect(back.plain).toEqual({ __map: 1, x: 2 });
    expect(entryTtlMs({ kind: 'FETCH', revalidate: 300 })).toBe(600_000);
    expect(entryTtlMs({ kind: 'FETCH', revalidate: 1 })).toBe(60_000);
    expect(
      entryTtlMs({ kind: 'APP_PAGE' }, { cacheControl: { revalidate: 10, expire: 3_600 } }),
    ).toBe(3_600_000);
  });
});

describe('Redis slow', () => {
  it('is a miss after the deadline, and answers again once Redis does', async () => {
    const log = vi.fn();
    const shared = await ready(store(`slow${Date.now()}:`, log));
    await shared.write('k', 'v', { tags: [], madeAt: Date.now(), ttlMs: 60_000 });
    // Redis answers nothing for 300 ms; the store's deadline is 50 ms. Sent on the store's own
    // connection, the read queues behind it whatever the machine's load.
    const client = (
      shared as unknown as { client: { sendCommand(args: string[]): Promise<unknown> } }
    ).client;
    const sleeping = client.sendCommand(['DEBUG', 'SLEEP', '0.3']);
    expect(await shared.read('k')).toBeNull();
    expect(log).toHaveBeenCalledWith(expect.stringContaining('a read failed'));
    await sleeping;
    expect(await shared.read('k')).toBe('v');
  });
});

describe('Redis down', () => {
  it('is a miss, never an error, warns once a minute, and works again when Redis is back', async () => {
    const log = vi.fn();
    const shared = await ready(store(`down${Date.now()}:`, log));
    const resync = vi.fn();
    shared.subscribe('ch', () => {}, resync);
    await shared.write('k', 'v', { tags: [], madeAt: Date.now(), ttlMs: 60_000 });
    expect(await shared.read('k')).toBe('v');

    await stopRedis();
    await vi.waitFor(() => expect(shared.ready).toBe(false), { timeout: 5_000, interval: 20 });
    expect(await shared.read('k')).toBeNull();
    expect(await shared.read('k')).toBeNull();
    expect(await shared.write('k', 'v2', { ttlMs: 1_000 })).toBeNull();
    expect(await shared.revalidate(['t'])).toBe(false);
    expect(await shared.publish('ch', {})).toBe(false);
    expect(await shared.counter('c')).toBeNull();
    expect(await shared.ping()).toBe(false);
    const readWarnings = log.mock.calls.filter(([text]) => String(text).includes('a read'));
    expect(readWarnings).toHaveLength(1);

    await startRedis();
    await ready(shared);
    await shared.write('k', 'v3', { tags: [], madeAt: Date.now(), ttlMs: 60_000 });
    expect(await shared.read('k')).toBe('v3');
    // the subscription came back too, and says messages may have been missed
    await vi.waitFor(() => expect(resync).toHaveBeenCalled(), { timeout: 10_000, interval: 50 });
  }, 30_000);
});
