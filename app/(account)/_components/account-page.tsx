import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { AccountGuard } from '@/features/account/components/account-guard';
import { sitePage } from '@/lib/shop/site-pages';

type AccountPageProps = {
  path: string;
  children: ReactNode;
  /**
   * Behind the login gate (default). Off for a page that shows guests its own notice and login
   * (favourites: spec 2.4, the login modal instead of the list).
   */
  guard?: boolean;
};

/**
 * The frame of every account page: breadcrumbs from the route table, then the page behind the
 * login gate. Nothing customer-specific is rendered on the server: the gate and the sections it
 * wraps fetch in the browser with the customer's token.
 */
export function AccountPage({ path, children, guard = true }: AccountPageProps) {
  const entry = sitePage(path);
  const trail =
    path === '/account/'
      ? [{ label: entry.title }]
      : [{ label: 'Личный кабинет', href: '/account/' }, { label: entry.title }];
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, ...trail]} />
      {guard ? <AccountGuard>{children}</AccountGuard> : children}
    </div>
  );
}
