'use client';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { useUiStore } from '@/stores/ui-store';

/**
 * Shown after the session ends (spec 2.5); ПРОДОЛЖИТЬ returns to the home page. It sits above the
 * login modal (9000): on an account page the guard offers the login at the same moment, and the
 * customer must first read why the session ended.
 */
const LOGOUT_LAYER = 9100;

export function LogoutModal() {
  const open = useUiStore((s) => s.logoutModalOpen);
  const close = useUiStore((s) => s.closeLogoutModal);
  const onContinue = () => {
    close();
    // A full load on purpose: it drops every per-user cache and store of the ended session.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination
    window.location.assign('/');
  };
  return (
    <Modal
      open={open}
      onClose={close}
      size="small"
      layer={LOGOUT_LAYER}
      title="Похоже, ваша сессия истекла"
      footer={
        <Button block onClick={onContinue}>
          ПРОДОЛЖИТЬ
        </Button>
      }
    >
      <p>Вы вышли из личного кабинета. Пожалуйста, авторизуйтесь заново</p>
    </Modal>
  );
}
