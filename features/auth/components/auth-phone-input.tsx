'use client';

import { useId } from 'react';
import { useShallow } from 'zustand/react/shallow';

import { FieldShell } from '@/components/form/field-shell';
import { PhoneInput } from '@/components/form/phone-input';

import { useAuthStore } from '../stores/auth-store';

type AuthPhoneInputProps = {
  /** Once the code is sent, an error belongs to the code field, not to the phone. */
  codeSent: boolean;
};

/**
 * The login modal's phone (spec 5 mask '+7 (###) ###-##-##'). Bound to the auth store rather than
 * a form library: spec 3 keeps `authPhone` in the auth state, and its clearing rules apply to it.
 */
export function AuthPhoneInput({ codeSent }: AuthPhoneInputProps) {
  const id = useId();
  const auth = useAuthStore(
    useShallow((s) => ({ phone: s.authPhone, pending: s.pending, error: s.error })),
  );
  const setPhone = useAuthStore((s) => s.setPhone);
  const error = codeSent ? undefined : (auth.error ?? undefined);
  return (
    <FieldShell id={id} label="Телефон" error={error} required>
      {(a11y) => (
        <PhoneInput
          id={id}
          name="phone"
          value={auth.phone}
          onChange={setPhone}
          disabled={auth.pending}
          {...a11y}
        />
      )}
    </FieldShell>
  );
}
