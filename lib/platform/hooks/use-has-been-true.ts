import { useState } from 'react';

/**
 * True from the first render where `value` is true, then for good. For parts loaded on first use
 * (a modal's code): mount them when first asked for, then keep them, with their state and closing
 * transitions (React's "storing information from previous renders").
 */
export function useHasBeenTrue(value: boolean): boolean {
  const [seen, setSeen] = useState(value);
  if (value && !seen) setSeen(true);
  return seen || value;
}
