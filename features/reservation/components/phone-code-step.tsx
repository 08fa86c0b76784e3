'use client';

import { useEffect, useRef } from 'react';

import { CodeInput } from '@/components/form/code-input';
import linkStyles from '@/components/ui/link-button.module.css';
import { SMS_CODE_LENGTH } from '@/lib/shop/constants';

import styles from './phone-code-step.module.css';

type PhoneCodeStepProps = {
  phone: string;
  code: string;
  onCode: (code: string) => void;
  onResend: () => void;
  error?: string;
  disabled?: boolean;
};

/** The code sent to the reservation's phone, in the sign-in dialog's words. */
export function PhoneCodeStep({
  phone,
  code,
  onCode,
  onResend,
  error,
  disabled,
}: PhoneCodeStepProps) {
  const ref = useRef<HTMLDivElement>(null);
  // a refused code takes the focus back (spec 5: the field with the error), once the form is no
  // longer busy: while it sends, the field is disabled and cannot take it
  useEffect(() => {
    if (error && !disabled) ref.current?.querySelector('input')?.focus();
  }, [error, disabled]);
  return (
    <div className={styles.step} ref={ref}>
      <p className={styles.note} role="status">
        Код отправлен по SMS на номер {phone}
      </p>
      <CodeInput
        label="Код из сообщения"
        length={SMS_CODE_LENGTH}
        value={code}
        onChange={onCode}
        error={error}
        disabled={disabled}
      />
      <button
        type="button"
        className={`${linkStyles.linkButton} ${styles.resend}`}
        onClick={onResend}
        disabled={disabled}
      >
        Отправить код ещё раз
      </button>
    </div>
  );
}
