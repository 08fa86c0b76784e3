'use client';

import type { ComponentType } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Modal } from '@/components/ui/modal';
import { useUiStore, type LoginMode } from '@/stores/ui-store';

import { useAuthStore } from '../stores/auth-store';

import { CallLoginForm } from './call-login-form';
import { CodeLoginForm } from './code-login-form';
import { EmailLoginForm } from './email-login-form';
import styles from './login-modal.module.css';
import { OidcButtons } from './oidc-buttons';

const MODES: { mode: LoginMode; label: string; hint: string }[] = [
  {
    mode: 'code',
    label: 'По коду',
    hint: 'Код придёт по SMS или в Telegram на ваш номер телефона.',
  },
  { mode: 'email', label: 'По email', hint: 'Войдите с адресом электронной почты и паролем.' },
  { mode: 'phone', label: 'По звонку', hint: 'Вам позвонят: последние 4 цифры номера — это код.' },
];

const FORMS: Record<LoginMode, ComponentType> = {
  code: CodeLoginForm,
  email: EmailLoginForm,
  phone: CallLoginForm,
};

/**
 * The login modal (spec 2.5, layer 9000) with its three modes. The mode lives in the UI store
 * (the header and account pages open the modal in a mode); the flow's fields in the auth store,
 * cleared on every mode switch and on close (spec 4).
 */
export function LoginModal() {
  const { open, mode } = useUiStore(
    useShallow((state) => ({ open: state.loginModal.open, mode: state.loginModal.mode })),
  );
  const { switchMode, close } = useAuthStore(
    useShallow((state) => ({ switchMode: state.switchMode, close: state.close })),
  );
  const current = MODES.find((entry) => entry.mode === mode) ?? MODES[0]!;
  const Form = FORMS[current.mode];
  return (
    <Modal open={open} onClose={close} title="Вход в личный кабинет" size="small" layer={9000}>
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
            onClick={() => {
              if (entry.mode !== mode) switchMode(entry.mode);
            }}
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
        <Form key={current.mode} />
        <OidcButtons />
      </div>
    </Modal>
  );
}
