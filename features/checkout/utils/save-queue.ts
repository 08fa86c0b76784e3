/**
 * The checkout's writes to the cart (delivery and payment choices), run one after another in the
 * order they were asked for, so that the last choice is the one the cart keeps; the order waits
 * for `settled()`, so it is never placed before, or with other than, the choices on the page.
 */
export type SaveQueue = {
  /** Runs `save` once every save asked for before it has finished; resolves or rejects as it does. */
  run: <T>(save: () => Promise<T>) => Promise<T>;
  /** Resolves once every save asked for so far has finished, whether it succeeded or not. */
  settled: () => Promise<unknown>;
};

export function createSaveQueue(): SaveQueue {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    run(save) {
      const result = tail.then(save);
      tail = result.catch(() => undefined);
      return result;
    },
    settled: () => tail,
  };
}
