'use client';

import { ProfileView } from '@/features/account/components/profile-view';
import { useWideScreen } from '@/features/account/hooks/use-wide-screen';

/**
 * /account/ (spec 2.4): on wide screens the profile opens when no section is chosen; on narrow
 * ones the account menu above is the page.
 */
export function AccountHome() {
  const wide = useWideScreen();
  if (wide) return <ProfileView />;
  return (
    <>
      <h1 className="page-title">Личный кабинет</h1>
      <p className="lead">Выберите раздел в меню.</p>
    </>
  );
}
