'use client';

import { useEffect, useId, useRef } from 'react';

import { FieldShell } from '@/components/form/field-shell';
import fieldStyles from '@/components/form/field.module.css';

type CodeInputProps = {
  label: string;
  length: number;
  value: string;
  onChange: (value: string) => void;
  /** Called once the code has all its digits (the call mode logs in by the code alone). */
  onComplete?: (value: string) => void;
  error?: string;
  disabled?: boolean;
};

/** A one-time code field: digits only, `one-time-code` autofill, focused when it appears. */
export function CodeInput({
  label,
  length,
  value,
  onChange,
  onComplete,
  error,
  disabled,
}: CodeInputProps) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  const focused = useRef(false);
  // focus once it can take it: it appears while the send call is still finishing (disabled)
  useEffect(() => {
    if (disabled || focused.current) return;
    focused.current = true;
    ref.current?.focus();
  }, [disabled]);
  return (
    <FieldShell id={id} label={label} error={error} required>
      {(a11y) => (
        <input
          ref={ref}
          id={id}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d*"
          maxLength={length}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            const next = event.target.value.replace(/\D/g, '').slice(0, length);
            onChange(next);
            if (next.length === length && next !== value) onComplete?.(next);
          }}
          className={fieldStyles.control}
          {...a11y}
        />
      )}
    </FieldShell>
  );
}
