import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/footer';
import { LogoutModal } from '@/components/layout/logout-modal';
import { NavigationBehaviour } from '@/components/layout/navigation-behaviour';
import { TooManyRequestsModal } from '@/components/layout/too-many-requests-modal';
import { LoginModal } from '@/features/auth/components/login-modal';
import { getCategoryTreeOrEmpty } from '@/features/catalog/api/get-category-tree';
import { publicSettings } from '@/lib/env';
import { moscowYear } from '@/lib/format/moscow-time';

import { getMenuFilterGroups } from './menu-filters';
import { PageOutlet } from './page-outlet';
import { SiteBottomNav, SiteHeader } from './site-header';

/**
 * The default layout of spec 2.3: header with menus, the page, footer, mobile bottom bar and the
 * session modals. `aside` is the account navigation in the account layout.
 */
export async function DefaultChrome({
  children,
  aside,
}: {
  children: ReactNode;
  aside?: ReactNode;
}) {
  const [categories, filterGroups] = await Promise.all([
    getCategoryTreeOrEmpty(),
    getMenuFilterGroups(),
  ]);
  const settings = publicSettings();
  return (
    <>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <SiteHeader categories={categories} filterGroups={filterGroups} />
      <main id="main">
        {aside}
        <PageOutlet>{children}</PageOutlet>
      </main>
      <Footer
        supportPhone={settings.supportPhone}
        messengerUrl={settings.messengerUrl}
        year={moscowYear()}
      />
      <SiteBottomNav />
      <LoginModal />
      <LogoutModal />
      <TooManyRequestsModal />
      <NavigationBehaviour />
    </>
  );
}
