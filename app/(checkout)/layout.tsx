import type { ReactNode } from 'react';

import { Footer } from '@/components/layout/footer';
import { LogoutModal } from '@/components/layout/logout-modal';
import { NavigationBehaviour } from '@/components/layout/navigation-behaviour';
import { TooManyRequestsModal } from '@/components/layout/too-many-requests-modal';
import { publicSettings } from '@/lib/platform/env';
import { moscowYear } from '@/lib/shop/format/moscow-time';

import styles from './checkout-layout.module.css';

/**
 * The slim checkout layout of spec 2.3: no catalogue menu, the footer reduced to its bottom panel.
 * Checkout state lives in the checkout store above the pages, so it survives steps.
 */
export default function CheckoutLayout({ children }: { children: ReactNode }) {
  const settings = publicSettings();
  const phoneHref = `tel:${settings.supportPhone.replace(/[^\d+]/g, '')}`;
  return (
    <>
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          <a href="/" className={styles.logo} aria-label="Ювелирный — на главную">
            Ювелирный
          </a>
          <a href="/cart/" className={styles.back}>
            Вернуться в корзину
          </a>
          <a href={phoneHref} className={styles.phone}>
            {settings.supportPhone}
          </a>
        </div>
      </header>
      <main id="main">{children}</main>
      <Footer
        supportPhone={settings.supportPhone}
        messengerUrl={settings.messengerUrl}
        year={moscowYear()}
        bottomOnly
      />
      <LogoutModal />
      <TooManyRequestsModal />
      <NavigationBehaviour />
    </>
  );
}
