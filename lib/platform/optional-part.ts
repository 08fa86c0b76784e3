import type { ComponentType } from 'react';

const Nothing = () => null;

/**
 * The code of a part the page can do without (a slider, a count), loaded after the page: if it
 * cannot load (the connection dropped meanwhile) the part renders nothing instead of replacing the
 * page with the error card. Wrap the `import()` of a `next/dynamic` part with it.
 */
export function orNothing<P>(load: Promise<ComponentType<P>>): Promise<ComponentType<P>> {
  return load.catch(() => Nothing);
}
