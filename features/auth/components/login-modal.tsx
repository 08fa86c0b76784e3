'use client';

import { useShallow } from 'zustand/react/shallow';

import { Modal } from '@/components/ui/modal';
import { useUiStore, type LoginMode } from '@/stores/ui-store';

import styles from './login-modal.module.css';

const MODES: { mode: LoginMode; label: string; hint: string }[] = [
  {
    mode: 'code',
    label: 'По коду',
    hint: 'Код придёт по SMS или в Telegram на ваш номер телефона.',
  },
  { mode: 'email', label: 'По email', hint: 'Войдите с адресом электронной почты и паролем.' },
  { mode: 'phone', label: 'По звонку', hint: 'Вам позвонят: последние 4 цифры номера — это код.' },
];

/**
 * The login modal (spec 2.5, layer 9000) with its three modes; switching the mode is kept in the
 * UI store. The sign-in forms and calls of each mode land with the sign-in issue (#5).
 */
export function LoginModal() {
  const { open, mode, openLogin, closeLogin } = useUiStore(
    useShallow((state) => ({
      open: state.loginModal.open,
      mode: state.loginModal.mode,
      openLogin: state.openLogin,
      closeLogin: state.closeLogin,
    })),
  );
  const current = MODES.find((entry) => entry.mode === mode) ?? MODES[0]!;
  return (
    <Modal open={open} onClose={closeLogin} title="Вход в личный кабинет" size="small" layer={9000}>
      <div role="tablist" aria-label="Способ входа" className={styles.tabs}>
        {MODES.map((entry) => (
          <button
            key={entry.mode}
            type="button"
            role="tab"
            id={`login-tab-${entry.mode}`}
            aria-selected={entry.mode === mode}
            aria-controls="login-panel"
            className={styles.tab}
            onClick={() => openLogin(entry.mode)}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id="login-panel"
        aria-labelledby={`login-tab-${current.mode}`}
        className={styles.panel}
      >
        <p>{current.hint}</p>
      </div>
    </Modal>
  );
}
