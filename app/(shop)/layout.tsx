import type { ReactNode } from 'react';

import { DefaultChrome } from '@/app/_components/default-chrome';

export default function ShopLayout({ children }: { children: ReactNode }) {
  return <DefaultChrome>{children}</DefaultChrome>;
}
