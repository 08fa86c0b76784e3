import { useId, type InputHTMLAttributes, type Ref, type TextareaHTMLAttributes } from 'react';

import { FieldShell } from './field-shell';
import styles from './field.module.css';

type FieldProps = { label: string; error?: string; hint?: string; id?: string };

type InputProps = FieldProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
    multiline?: false;
    ref?: Ref<HTMLInputElement>;
  };

type TextareaProps = FieldProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & {
    /** A textarea (4 rows unless `rows` says otherwise) instead of a one-line input. */
    multiline: true;
    ref?: Ref<HTMLTextAreaElement>;
  };

export type TextFieldProps = InputProps | TextareaProps;

/** What goes to the control itself (the rest is the shell's). */
type Control<P> = Omit<P, keyof FieldProps | 'required' | 'className'>;

/**
 * A labelled text input, or with `multiline` a textarea: one field for every typed text. Spread
 * RHF `register('name')` into it (React 19 passes `ref` as a prop).
 */
export function TextField(props: TextFieldProps) {
  // `required` is shown by the label and aria-required: no native bubble in front of our message
  const { label, error, hint, id, required, className, ...control } = props;
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
      {(a11y) => {
        if (control.multiline) {
          const { multiline: _multiline, ...rest } = control as Control<TextareaProps>;
          return <textarea rows={4} className={styles.control} {...a11y} {...rest} id={inputId} />;
        }
        const { multiline: _multiline, ...rest } = control as Control<InputProps>;
        return <input type="text" className={styles.control} {...a11y} {...rest} id={inputId} />;
      }}
    </FieldShell>
  );
}
