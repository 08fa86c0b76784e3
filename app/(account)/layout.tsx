import type { ReactNode } from 'react';

import { DefaultChrome } from '@/app/_components/default-chrome';

import { AccountNav } from './_components/account-nav';

/** The account layout of spec 2.3: the default chrome plus the account navigation bar. */
export default function AccountLayout({ children }: { children: ReactNode }) {
  return <DefaultChrome aside={<AccountNav />}>{children}</DefaultChrome>;
}
