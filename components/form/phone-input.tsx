'use client';

import type { Ref } from 'react';
import { IMaskInput } from 'react-imask';

import type { FieldA11y } from './field-shell';
import styles from './field.module.css';
import { PHONE_IMASK, preparePhone } from './phone-mask';

type PhoneInputProps = FieldA11y & {
  id: string;
  name: string;
  value: string;
  /** The masked string ('+7 (912) 345-67-89'), on every accepted keystroke or paste. */
  onChange: (value: string) => void;
  onBlur?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
};

/**
 * The Russian phone control of spec 5 ('+7 (###) ###-##-##'), to go inside a FieldShell: the
 * mask, the phone keyboard and the autofill hint, whoever holds the value.
 */
export function PhoneInput({ onChange, ...props }: PhoneInputProps) {
  return (
    <IMaskInput
      mask={PHONE_IMASK}
      prepare={preparePhone}
      onAccept={(value: string) => onChange(value)}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 (___) ___-__-__"
      className={styles.control}
      {...props}
    />
  );
}
