'use client';

import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Button } from '@/components/ui/button';
import { CALL_CODE_LENGTH } from '@/lib/shop/constants';

import { requestCall, submitCode } from '../api/login-flow';
import { useAuthStore } from '../stores/auth-store';

import { AuthPhoneInput } from './auth-phone-input';
import styles from './login-forms.module.css';
import { SentCodeStep } from './sent-code-step';

/**
 * Mode «По звонку»: phone → «Позвонить» (callSent) → the last 4 digits of the calling number.
 * Spec 4: there is no login button of its own here — entering the 4 digits sends the code, which
 * is the login (Enter in the field does the same).
 */
export function CallLoginForm() {
  const auth = useAuthStore(
    useShallow((s) => ({
      callSent: s.callSent,
      callingNumber: s.callingNumber,
      pending: s.pending,
    })),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (auth.callSent ? submitCode() : requestCall());
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.pending}>
      <AuthPhoneInput codeSent={auth.callSent} />
      {auth.callSent ? (
        <SentCodeStep
          status={`Вам позвонит номер ${auth.callingNumber}. Введите последние 4 цифры этого номера.`}
          label="Последние 4 цифры номера"
          length={CALL_CODE_LENGTH}
          submitOnComplete
          resendLabel="Позвонить ещё раз"
          onResend={() => void requestCall()}
        />
      ) : (
        <Button type="submit" block disabled={auth.pending} aria-busy={auth.pending || undefined}>
          Позвонить
        </Button>
      )}
    </form>
  );
}
