'use client';

import { useCallback, useRef, useState } from 'react';

/**
 * Runs an async action one at a time and says whether it is running: what a button or form in every
 * page's first load needs of a mutation, without React Query (issue 7). `run` returns the action's
 * promise, or null when one is still running (a second click).
 */
export function usePendingAction<Args extends unknown[], Result>(
  action: (...args: Args) => Promise<Result>,
) {
  const [isPending, setPending] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    (...args: Args): Promise<Result> | null => {
      if (running.current) return null;
      running.current = true;
      setPending(true);
      return action(...args).finally(() => {
        running.current = false;
        setPending(false);
      });
    },
    [action],
  );
  return { isPending, run };
}
