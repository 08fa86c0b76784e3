import type { ReactNode } from 'react';

/** The empty layout of spec 2.3: no chrome at all (app hand-offs, TV survey, service pages). */
export default function EmptyLayout({ children }: { children: ReactNode }) {
  return <main id="main">{children}</main>;
}
