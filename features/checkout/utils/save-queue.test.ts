import { describe, expect, it } from 'vitest';

import { createSaveQueue } from './save-queue';

function deferred() {
  let resolve = () => {};
  let reject = (_error: Error) => {};
  const promise = new Promise<void>((done, fail) => {
    resolve = () => done();
    reject = fail;
  });
  return { promise, resolve, reject };
}

describe('createSaveQueue', () => {
  it('starts each save only after the one before it has finished', async () => {
    const queue = createSaveQueue();
    const log: string[] = [];
    const first = deferred();
    const one = queue.run(async () => {
      log.push('first started');
      await first.promise;
      log.push('first done');
    });
    const two = queue.run(async () => {
      log.push('second started');
    });
    await Promise.resolve();
    expect(log).toEqual(['first started']);
    first.resolve();
    await Promise.all([one, two]);
    expect(log).toEqual(['first started', 'first done', 'second started']);
  });

  it('a failed save rejects its caller and does not stop the next one', async () => {
    const queue = createSaveQueue();
    const failed = queue.run(() => Promise.reject(new Error('refused')));
    const next = queue.run(() => Promise.resolve('saved'));
    await expect(failed).rejects.toThrow('refused');
    await expect(next).resolves.toBe('saved');
  });

  it('settled waits for every save asked for so far, failed ones included', async () => {
    const queue = createSaveQueue();
    const slow = deferred();
    let settled = false;
    void queue.run(() => slow.promise).catch(() => undefined);
    void queue.settled().then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    slow.reject(new Error('lost'));
    await queue.settled();
    await Promise.resolve();
    expect(settled).toBe(true);
  });
});
