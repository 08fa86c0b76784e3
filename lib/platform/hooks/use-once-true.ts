import { useState } from 'react';

/**
 * True from the first render `condition` holds on, whatever it becomes after: what a part loaded
 * once should do (stay mounted) when its reason goes. React's «storing information from previous
 * renders», not an effect.
 */
export function useOnceTrue(condition: boolean): boolean {
  const [held, setHeld] = useState(false);
  if (condition && !held) setHeld(true);
  return held || condition;
}
