'use client';

import { useId } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { FieldShell } from './field-shell';
import { PhoneInput } from './phone-input';

export type PhoneFieldProps<T extends FieldValues> = {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  className?: string;
};

/**
 * Russian phone input bound to RHF through `useController`. The form value is the masked string
 * ('+7 (912) 345-67-89'), which is what PHONE_RE validates and the API expects.
 */
export function PhoneField<T extends FieldValues>({
  control,
  name,
  label,
  hint,
  required,
  disabled,
  id,
  className,
}: PhoneFieldProps<T>) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const { field, fieldState } = useController({ control, name });
  return (
    <FieldShell
      id={inputId}
      label={label}
      error={fieldState.error?.message}
      hint={hint}
      required={required}
      className={className}
    >
      {(a11y) => (
        <PhoneInput
          id={inputId}
          name={field.name}
          value={typeof field.value === 'string' ? field.value : ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          inputRef={field.ref}
          disabled={disabled}
          {...a11y}
        />
      )}
    </FieldShell>
  );
}
