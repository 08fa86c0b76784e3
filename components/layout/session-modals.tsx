'use client';

import dynamic from 'next/dynamic';

import { useHasBeenTrue } from '@/lib/platform/hooks/use-has-been-true';
import { useUiStore } from '@/stores/ui-store';

// The modals' code loads when one is first shown (a 401 or a 429), not with every page (docs/performance.md).
const LogoutModal = dynamic(() => import('./logout-modal').then((module) => module.LogoutModal), {
  ssr: false,
});
const TooManyRequestsModal = dynamic(
  () => import('./too-many-requests-modal').then((module) => module.TooManyRequestsModal),
  { ssr: false },
);

/** The session modals of spec 2.5 (logout, too many requests), mounted on first use. */
export function SessionModals() {
  const logout = useHasBeenTrue(useUiStore((state) => state.logoutModalOpen));
  const tooMany = useHasBeenTrue(useUiStore((state) => state.tooManyRequestsOpen));
  return (
    <>
      {logout && <LogoutModal />}
      {tooMany && <TooManyRequestsModal />}
    </>
  );
}
