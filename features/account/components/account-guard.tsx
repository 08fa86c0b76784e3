'use client';

import { useEffect, type ReactNode } from 'react';

import { useHydrateSession } from '@/components/layout/use-hydrate-session';
import { Button } from '@/components/ui/button';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import styles from './account.module.css';

export const GUEST_MESSAGE = 'Войдите, чтобы увидеть личный кабинет';

/**
 * Every account page goes through this gate. The server renders no customer data at all (it has
 * no token); in the browser a guest gets the login modal and a short invitation, and a signed-in
 * customer the page. Signing in reloads the page, so the guest lands on the page they opened.
 */
export function AccountGuard({ children }: { children: ReactNode }) {
  useHydrateSession();
  const hydrated = useSessionStore((state) => state.hydrated);
  const loggedIn = useSessionStore((state) => state.loggedIn);
  const openLogin = useUiStore((state) => state.openLogin);

  useEffect(() => {
    // Not over the logout modal: a customer who just signed out reads it and goes home.
    if (hydrated && !loggedIn && !useUiStore.getState().logoutModalOpen) openLogin();
  }, [hydrated, loggedIn, openLogin]);

  if (!hydrated) {
    return (
      <p className={styles.muted} role="status">
        Загрузка…
      </p>
    );
  }
  if (!loggedIn) {
    return (
      <div className={styles.notice}>
        <p className={styles.muted}>{GUEST_MESSAGE}</p>
        <Button onClick={() => openLogin()}>Войти</Button>
      </div>
    );
  }
  return children;
}
