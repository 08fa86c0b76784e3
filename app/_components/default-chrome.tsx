import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/footer';
import { NavigationBehaviour } from '@/components/layout/navigation-behaviour';
import { SessionModals } from '@/components/layout/session-modals';
import { LoginModalLoader } from '@/features/auth/components/login-modal-loader';
import { ProfileCheck } from '@/features/auth/components/profile-check';
import { getAppMode } from '@/features/native-app/app-mode.server';
import { NativeAppBridge } from '@/features/native-app/components/native-app-bridge';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { publicSettings } from '@/lib/platform/env';
import { moscowYear } from '@/lib/shop/format/moscow-time';

import { PageOutlet } from './page-outlet';
import { SiteBottomNav, SiteHeader } from './site-header';

/**
 * The default layout of spec 2.3: header with menus (their catalogue links load on first open),
 * the page, footer, mobile bottom bar and the
 * session modals. `aside` is the account navigation in the account layout. In the native app
 * (user-agent token or the `app_mode` cookie) the footer is the native-app footer.
 */
export async function DefaultChrome({
  children,
  aside,
}: {
  children: ReactNode;
  aside?: ReactNode;
}) {
  const appMode = await getAppMode();
  const settings = publicSettings();
  return (
    <>
      <a className="skip-link" href="#main">
        Перейти к содержимому
      </a>
      <SiteHeader />
      <main id="main">
        {aside}
        <PageOutlet>{children}</PageOutlet>
      </main>
      <Footer
        supportPhone={settings.supportPhone}
        messengerUrl={settings.messengerUrl}
        year={moscowYear()}
        variant={appMode ? 'app' : 'site'}
        newsletter={<NewsletterForm variant="footer" />}
      />
      <SiteBottomNav />
      <LoginModalLoader />
      <ProfileCheck />
      <SessionModals />
      <NavigationBehaviour />
      <NativeAppBridge serverAppMode={appMode} />
    </>
  );
}
