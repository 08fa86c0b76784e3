'use client';

import dynamic from 'next/dynamic';

import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { useUiStore } from '@/stores/ui-store';

// The forms, masks and their schemas load on the first «Войти», not with every page.
const LoginModal = dynamic(() => import('./login-modal').then((module) => module.LoginModal), {
  ssr: false,
});

/** Mounts the login modal when it is first asked for, then keeps it (its state and transitions). */
export function LoginModalLoader() {
  const wanted = useHasBeenTrue(useUiStore((state) => state.loginModal.open));
  return wanted ? <LoginModal /> : null;
}
