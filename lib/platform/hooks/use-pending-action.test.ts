import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { usePendingAction } from './use-pending-action';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('usePendingAction', () => {
  it('is pending while the action runs, ignores a second call meanwhile, and passes the result', async () => {
    const step = deferred<string>();
    let calls = 0;
    const { result } = renderHook(() =>
      usePendingAction((value: number) => {
        calls += 1;
        return step.promise.then((text) => `${text} ${value}`);
      }),
    );
    expect(result.current.isPending).toBe(false);

    let first: Promise<string> | null = null;
    act(() => {
      first = result.current.run(1);
    });
    expect(result.current.isPending).toBe(true);
    expect(result.current.run(2)).toBeNull(); // a second click while the first runs
    expect(calls).toBe(1);

    await act(async () => step.resolve('done'));
    await expect(first).resolves.toBe('done 1');
    expect(result.current.isPending).toBe(false);
  });

  it('rejects with the action and can run again afterwards', async () => {
    const { result } = renderHook(() =>
      usePendingAction((fail: boolean) =>
        fail ? Promise.reject(new Error('Не удалось')) : Promise.resolve('ok'),
      ),
    );
    await act(async () => {
      await expect(result.current.run(true)).rejects.toThrow('Не удалось');
    });
    expect(result.current.isPending).toBe(false);
    await act(async () => {
      await expect(result.current.run(false)).resolves.toBe('ok');
    });
  });
});
