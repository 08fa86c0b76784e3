'use client';

import type { FormEvent } from 'react';
import { useShallow } from 'zustand/react/shallow';

import fieldStyles from '@/components/form/field.module.css';
import { Button } from '@/components/ui/button';
import { OTP_CHANNELS } from '@/lib/platform/api/contracts/auth';
import { SMS_CODE_LENGTH } from '@/lib/shop/constants';

import { requestCode, submitCode } from '../api/login-flow';
import { useAuthStore } from '../stores/auth-store';

import { AuthPhoneInput } from './auth-phone-input';
import styles from './login-forms.module.css';
import { SentCodeStep } from './sent-code-step';

const CHANNEL_LABELS = { SMS: 'SMS', TELEGRAM: 'Telegram' } as const;

/** Mode «По коду»: phone and channel → «Получить код» → the 6-digit code → «Войти». */
export function CodeLoginForm() {
  const auth = useAuthStore(
    useShallow((s) => ({
      phone: s.authPhone,
      channel: s.channel,
      smsSent: s.smsSent,
      pending: s.pending,
      setChannel: s.setChannel,
    })),
  );
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void (auth.smsSent ? submitCode() : requestCode());
  };
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-busy={auth.pending}>
      <AuthPhoneInput codeSent={auth.smsSent} />
      <fieldset className={styles.channels} disabled={auth.pending}>
        <legend>Куда отправить код</legend>
        {OTP_CHANNELS.map((channel) => (
          <label key={channel} className={fieldStyles.choice}>
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
        <SentCodeStep
          status={`Код отправлен ${auth.channel === 'TELEGRAM' ? 'в Telegram' : 'по SMS'} на номер ${auth.phone}`}
          label="Код из сообщения"
          length={SMS_CODE_LENGTH}
          resendLabel="Отправить код ещё раз"
          onResend={() => void requestCode()}
        />
      )}
      <Button type="submit" block disabled={auth.pending} aria-busy={auth.pending || undefined}>
        {auth.smsSent ? 'Войти' : 'Получить код'}
      </Button>
    </form>
  );
}
