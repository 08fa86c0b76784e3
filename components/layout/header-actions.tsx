'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useShallow } from 'zustand/react/shallow';

import { AppLink } from '@/components/ui/app-link';
import { CountBadge } from '@/components/ui/count-badge';
import { BagIcon, HeartIcon, LiveIcon, UserIcon } from '@/components/ui/icons';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { productCount } from '@/lib/shop/format/plural';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import styles from './header.module.css';

type HeaderActionsProps = { cartCount: number; favoritesCount: number };

const cartSrText = (count: number) => `(${productCount(count)})`;

type FavouritesActionProps = { loggedIn: boolean; count: number; onLogin: () => void };

function FavouritesAction({ loggedIn, count, onLogin }: FavouritesActionProps) {
  const content = (
    <>
      <HeartIcon />
      <span className={styles.actionLabel}>Избранное</span>
      <CountBadge count={count} className={styles.badge} />
    </>
  );
  if (loggedIn) {
    return (
      <AppLink href="/account/favorites/" className={styles.action}>
        {content}
      </AppLink>
    );
  }
  return (
    <button type="button" className={styles.action} onClick={onLogin}>
      {content}
    </button>
  );
}

type CartActionProps = { count: number; disabled: boolean };

function CartAction({ count, disabled }: CartActionProps) {
  const content = (
    <>
      <BagIcon />
      <span className={styles.actionLabel}>Корзина</span>
      <CountBadge count={count} srText={cartSrText} className={styles.badge} />
    </>
  );
  if (!disabled) {
    return (
      <AppLink href="/cart/" className={styles.action}>
        {content}
      </AppLink>
    );
  }
  // On the cart page the cart button does nothing (spec 2.4).
  return (
    <Link
      href="/cart/"
      prefetch={false}
      className={styles.action}
      aria-disabled="true"
      aria-current="page"
      onClick={(event) => event.preventDefault()}
    >
      {content}
    </Link>
  );
}

/** Live broadcast, profile or login, favourites and cart (spec 2.4). */
export function HeaderActions({ cartCount, favoritesCount }: HeaderActionsProps) {
  const pathname = usePathname() ?? '';
  const { loggedIn, userName } = useSessionStore(
    useShallow((s) => ({ loggedIn: s.loggedIn, userName: s.userName })),
  );
  const openLogin = useUiStore((s) => s.openLogin);
  const onCartPage = pathname.startsWith('/cart');

  return (
    <div className={styles.actions}>
      <AppLink href="/online/" className={`${styles.action} ${styles.live}`}>
        <LiveIcon />
        <span className={styles.actionLabel}>Прямой эфир</span>
      </AppLink>
      {loggedIn ? (
        <AppLink href="/account/" className={styles.action}>
          <UserIcon />
          <span className={styles.actionLabel}>
            {userName ? (
              <>
                <VisuallyHidden>Профиль:</VisuallyHidden> {userName}
              </>
            ) : (
              'Профиль'
            )}
          </span>
        </AppLink>
      ) : (
        <button type="button" className={styles.action} onClick={() => openLogin()}>
          <UserIcon />
          <span className={styles.actionLabel}>Войти</span>
        </button>
      )}
      <FavouritesAction loggedIn={loggedIn} count={favoritesCount} onLogin={() => openLogin()} />
      <CartAction count={cartCount} disabled={onCartPage} />
    </div>
  );
}
