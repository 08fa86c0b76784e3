'use client';

import { usePathname } from 'next/navigation';

import { AppLink } from '@/components/ui/app-link';
import pills from '@/components/ui/pill-links.module.css';
import { LogoutButton } from '@/features/auth/components/logout-button';
import { writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import styles from './account-nav.module.css';

const LINKS = [
  { label: 'Личные данные', href: '/account/profile/' },
  { label: 'Мои заказы', href: '/account/orders/' },
  { label: 'Сменить пароль', href: '/account/profile/', scrollTo: 'password' },
  { label: 'Избранное', href: '/account/favorites/' },
  { label: 'Подписка', href: '/account/profile/', scrollTo: 'subscription' },
] as const;

/** The account menu of spec 2.4. «Сменить пароль» and «Подписка» scroll to their profile sections. */
export function AccountNav() {
  const pathname = usePathname();
  return (
    <nav className={`container ${styles.nav}`} aria-label="Личный кабинет">
      {pathname !== '/account/' && (
        <AppLink href="/account/" className={styles.back}>
          <span aria-hidden="true">←</span> Назад
        </AppLink>
      )}
      <ul className={pills.list}>
        {LINKS.map((link) => (
          <li key={link.label}>
            <AppLink
              href={link.href}
              className={pills.pill}
              aria-current={!('scrollTo' in link) && pathname === link.href ? 'page' : undefined}
              onClick={() => {
                if ('scrollTo' in link) writeStorage(STORAGE_KEYS.scrollTarget, link.scrollTo);
              }}
            >
              {link.label}
            </AppLink>
          </li>
        ))}
        <li>
          <LogoutButton className={pills.pill} />
        </li>
      </ul>
    </nav>
  );
}
