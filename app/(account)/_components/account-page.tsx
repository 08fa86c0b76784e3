import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { AccountGuard } from '@/features/account/components/account-guard';
import { sitePage } from '@/lib/site-pages';

/**
 * The frame of every account page: breadcrumbs from the route table, then the page behind the
 * login gate. Nothing customer-specific is rendered on the server: the gate and the sections it
 * wraps fetch in the browser with the customer's token.
 */
export function AccountPage({ path, children }: { path: string; children: ReactNode }) {
  const entry = sitePage(path);
  const trail =
    path === '/account/'
      ? [{ label: entry.title }]
      : [{ label: 'Личный кабинет', href: '/account/' }, { label: entry.title }];
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, ...trail]} />
      <AccountGuard>{children}</AccountGuard>
    </div>
  );
}
