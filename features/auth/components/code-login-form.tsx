'use client';

import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { Button } from '@/components/ui/button';
import { OTP_CHANNELS } from '@/lib/platform/api/contracts/auth';
import { SMS_CODE_LENGTH } from '@/lib/shop/constants';

import { requestCode, submitCode } from '../api/login-flow';
import { useAuthStore } from '../stores/auth-store';

import { AuthPhoneInput } from './auth-phone-input';
import { CodeInput } from './code-input';
import styles from './login-forms.module.css';

const CHANNEL_LABELS = { SMS: 'SMS', TELEGRAM: 'Telegram' } as const;

/** Mode «По коду»: phone and channel → «Получить код» → the 6-digit code → «Войти». */
export function CodeLoginForm() {
  const auth = useAuthStore(
    useShallow((s) => ({
      phone: s.authPhone,
      channel: s.channel,
      code: s.code,
      smsSent: s.smsSent,
      pending: s.pending,
      error: s.error,
      setPhone: s.setPhone,
      setChannel: s.setChannel,
      setCode: s.setCode,
    })),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (auth.smsSent ? submitCode() : requestCode());
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.pending}>
      <AuthPhoneInput
        value={auth.phone}
        onChange={auth.setPhone}
        error={auth.smsSent ? undefined : (auth.error ?? undefined)}
        disabled={auth.pending}
      />
      <fieldset className={styles.channels} disabled={auth.pending}>
        <legend>Куда отправить код</legend>
        {OTP_CHANNELS.map((channel) => (
          <label key={channel} className={styles.channel}>
            <input
              type="radio"
              name="messageType"
              value={channel}
              checked={auth.channel === channel}
              onChange={() => auth.setChannel(channel)}
            />
            {CHANNEL_LABELS[channel]}
          </label>
        ))}
      </fieldset>
      {auth.smsSent && (
        <>
          <p className={styles.note} role="status">
            Код отправлен{auth.channel === 'TELEGRAM' ? ' в Telegram' : ' по SMS'} на номер{' '}
            {auth.phone}
          </p>
          <CodeInput
            label="Код из сообщения"
            length={SMS_CODE_LENGTH}
            value={auth.code}
            onChange={auth.setCode}
            error={auth.error ?? undefined}
            disabled={auth.pending}
          />
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => void requestCode()}
            disabled={auth.pending}
          >
            Отправить код ещё раз
          </button>
        </>
      )}
      <Button type="submit" block disabled={auth.pending} aria-busy={auth.pending || undefined}>
        {auth.smsSent ? 'Войти' : 'Получить код'}
      </Button>
    </form>
  );
}
