import { useId, type InputHTMLAttributes, type Ref } from 'react';

import { FieldShell } from './field-shell';
import styles from './field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  label: string;
  error?: string;
  hint?: string;
  id?: string;
  ref?: Ref<HTMLInputElement>;
};

/** A labelled text input; spread RHF `register('name')` into it (React 19 passes `ref` as a prop). */
export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  ref,
  ...rest
}: TextFieldProps) {
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
        <input ref={ref} id={inputId} type="text" className={styles.control} {...a11y} {...rest} />
      )}
    </FieldShell>
  );
}
