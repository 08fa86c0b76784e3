'use client';

import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Button } from '@/components/ui/button';
import { CALL_CODE_LENGTH } from '@/lib/shop/constants';

import { requestCall, submitCode } from '../api/login-flow';
import { useAuthStore } from '../stores/auth-store';

import { AuthPhoneInput } from './auth-phone-input';
import { CodeInput } from './code-input';
import styles from './login-forms.module.css';

/**
 * Mode «По звонку»: phone → «Позвонить» (callSent) → the last 4 digits of the calling number.
 * Spec 4: there is no login button of its own here — entering the 4 digits sends the code, which
 * is the login (Enter in the field does the same).
 */
export function CallLoginForm() {
  const auth = useAuthStore(
    useShallow((s) => ({
      phone: s.authPhone,
      code: s.code,
      callSent: s.callSent,
      callingNumber: s.callingNumber,
      pending: s.pending,
      error: s.error,
      setPhone: s.setPhone,
      setCode: s.setCode,
    })),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (auth.callSent ? submitCode() : requestCall());
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.pending}>
      <AuthPhoneInput
        value={auth.phone}
        onChange={auth.setPhone}
        error={auth.callSent ? undefined : (auth.error ?? undefined)}
        disabled={auth.pending}
      />
      {auth.callSent ? (
        <>
          <p className={styles.note} role="status">
            Вам позвонит номер {auth.callingNumber}. Введите последние 4 цифры этого номера.
          </p>
          <CodeInput
            label="Последние 4 цифры номера"
            length={CALL_CODE_LENGTH}
            value={auth.code}
            onChange={auth.setCode}
            onComplete={() => void submitCode()}
            error={auth.error ?? undefined}
            disabled={auth.pending}
          />
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void requestCall()}
            disabled={auth.pending}
          >
            Позвонить ещё раз
          </button>
        </>
      ) : (
        <Button type="submit" block disabled={auth.pending} aria-busy={auth.pending || undefined}>
          Позвонить
        </Button>
      )}
    </form>
  );
}
