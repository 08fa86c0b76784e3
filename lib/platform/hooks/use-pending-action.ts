'use client';

import { useCallback, useRef, useTransition } from 'react';

/**
 * Runs an async action one at a time and says whether it is running: what a button or form in every
 * page's first load needs of a mutation whose request code loads with the first click. `isPending`
 * is React's own (an async transition that lasts as long as the action); the ref stops a second
 * click before React has rendered the pending state, which a mutation's `isPending` cannot (it
 * arrives with a later render). `run` returns the action's promise, or null when one is still
 * running.
 */
export function usePendingAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
) {
  const [isPending, startTransition] = useTransition();
  const running = useRef(false);
  const run = useCallback(
    (...args: Args): Promise<Result> | null => {
      if (running.current) return null;
      running.current = true;
      const result = action(...args).finally(() => {
        running.current = false;
      });
      startTransition(async () => {
        await result.catch(() => undefined); // the caller handles the failure
      });
      return result;
    },
    [action],
  );
  return { isPending, run };
}
