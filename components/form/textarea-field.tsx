import { useId, type Ref, type TextareaHTMLAttributes } from 'react';

import { FieldShell } from './field-shell';
import styles from './field.module.css';

export type TextareaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLTextAreaElement>;
};

/** A labelled textarea; spread RHF `register('name')` into it. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ref,
  rows = 4,
  ...rest
}: TextareaFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  return (
    <FieldShell
      id={inputId}
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
    >
      {(a11y) => (
        <textarea
          ref={ref}
          id={inputId}
          rows={rows}
          className={styles.control}
          {...a11y}
          {...rest}
        />
      )}
    </FieldShell>
  );
}
