'use client';

import type { ReactNode } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { AppLink } from '@/components/ui/app-link';
import { CountBadge } from '@/components/ui/count-badge';
import { BagIcon, CatalogIcon, HeartIcon, LiveIcon, UserIcon } from '@/components/ui/icons';
import { productCount } from '@/lib/shop/format/plural';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import styles from './bottom-nav.module.css';
import { useHydrateSession } from './use-hydrate-session';

type BottomNavProps = { cartCount: number; favoritesCount?: number };

type EntryProps = {
  icon: ReactNode;
  label: string;
  badge?: ReactNode;
  href?: string;
  onClick?: () => void;
  expanded?: boolean;
  active?: boolean;
};

/** One bar entry: a link when it has `href`, otherwise a button. */
function Entry({ icon, label, badge, href, onClick, expanded, active }: EntryProps) {
  const content = (
    <>
      <span className={styles.icon}>{icon}</span>
      <span className={styles.label}>{label}</span>
      {badge}
    </>
  );
  return (
    <li className={styles.item}>
      {href ? (
        <AppLink href={href} className={styles.entry} onClick={onClick}>
          {content}
        </AppLink>
      ) : (
        <button
          type="button"
          className={active ? `${styles.entry} ${styles.active}` : styles.entry}
          aria-expanded={expanded}
          onClick={onClick}
        >
          {content}
        </button>
      )}
    </li>
  );
}

const cartSrText = (count: number) => `(${productCount(count)})`;

/** The mobile bottom bar of spec 2.4: Эфир · Избранное · Каталог · Корзина · Профиль. */
export function BottomNav({ cartCount, favoritesCount = 0 }: BottomNavProps) {
  useHydrateSession();
  const { loggedIn, userName } = useSessionStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, userName: s.userName })),
  );
  const catalogOpen = useUiStore((s) => s.mobileMenu === 'catalog');
  const toggleMobileMenu = useUiStore((s) => s.toggleMobileMenu);
  const closeMobileMenu = useUiStore((s) => s.closeMobileMenu);
  const openLogin = useUiStore((s) => s.openLogin);
  const login = () => openLogin();

  return (
    <nav aria-label="Нижнее меню" className={styles.nav}>
      <ul className={styles.list}>
        <Entry
          icon={<LiveIcon />}
          label="Эфир"
          href="/online/?from=tabbar"
          onClick={closeMobileMenu}
        />
        <Entry
          icon={<HeartIcon />}
          badge={<CountBadge count={favoritesCount} className={styles.badge} />}
          label="Избранное"
          href={loggedIn ? '/account/favorites/' : undefined}
          onClick={loggedIn ? closeMobileMenu : login}
        />
        <Entry
          icon={<CatalogIcon />}
          label="Каталог"
          expanded={catalogOpen}
          active={catalogOpen}
          onClick={() => toggleMobileMenu('catalog')}
        />
        <Entry
          icon={<BagIcon />}
          badge={<CountBadge count={cartCount} srText={cartSrText} className={styles.badge} />}
          label="Корзина"
          href="/cart/"
          onClick={closeMobileMenu}
        />
        <Entry
          icon={<UserIcon />}
          label={loggedIn ? (userName ?? 'Профиль') : 'Профиль'}
          href={loggedIn ? '/account/' : undefined}
          onClick={loggedIn ? closeMobileMenu : login}
        />
      </ul>
    </nav>
  );
}
