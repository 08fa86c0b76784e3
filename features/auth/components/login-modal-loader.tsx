'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import { useUiStore } from '@/stores/ui-store';

// The forms, masks and their schemas load on the first «Войти», not with every page.
const LoginModal = dynamic(() => import('./login-modal').then((module) => module.LoginModal), {
  ssr: false,
});

/** Mounts the login modal when it is first asked for, then keeps it (its state and transitions). */
export function LoginModalLoader() {
  const open = useUiStore((state) => state.loginModal.open);
  const [wanted, setWanted] = useState(open);
  // derived state: remember the first open (React's "storing information from previous renders")
  if (open && !wanted) setWanted(true);
  return wanted ? <LoginModal /> : null;
}
