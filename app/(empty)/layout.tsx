import type { ReactNode } from 'react';

import { NavigationBehaviour } from '@/components/layout/navigation-behaviour';

/**
 * The empty layout of spec 2.3: no chrome at all (app hand-offs, TV survey, service pages). The
 * navigation rules of spec 2.2 (full reload, asset-failure reload guard) still apply.
 */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return (
    <>
      <main id="main">{children}</main>
      <NavigationBehaviour />
    </>
  );
}
