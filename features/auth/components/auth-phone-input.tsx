'use client';

import { useId } from 'react';
import { IMaskInput } from 'react-imask';

import { FieldShell } from '@/components/form/field-shell';
import fieldStyles from '@/components/form/field.module.css';
import { PHONE_IMASK, preparePhone } from '@/components/form/phone-mask';

type AuthPhoneInputProps = {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/**
 * The login modal's phone (spec 5 mask '+7 (###) ###-##-##'). Bound to the auth store rather than
 * a form library: spec 3 keeps `authPhone` in the auth state, and its clearing rules apply to it.
 */
export function AuthPhoneInput({ value, onChange, error, disabled }: AuthPhoneInputProps) {
  const id = useId();
  return (
    <FieldShell id={id} label="Телефон" error={error} required>
      {(a11y) => (
        <IMaskInput
          mask={PHONE_IMASK}
          prepare={preparePhone}
          value={value}
          onAccept={(next: string) => onChange(next)}
          id={id}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="+7 (___) ___-__-__"
          disabled={disabled}
          className={fieldStyles.control}
          {...a11y}
        />
      )}
    </FieldShell>
  );
}
