import { useId, type InputHTMLAttributes, type Ref } from 'react';

import styles from './consent.module.css';

type ConsentCheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'id'> & {
  error?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The consent to personal-data processing with a link to the policy, for every form that asks for
 * it (the newsletter, a vacancy application). Its error is shown on the checkbox itself (spec 5)
 * and linked to it by aria-describedby; the policy opens in a new tab, so the form keeps its data.
 */
export function ConsentCheckbox({ error, ref, ...rest }: ConsentCheckboxProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent}>
      <input
        ref={ref}
        id={id}
        type="checkbox"
        className={styles.checkbox}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <label htmlFor={id} className={styles.consentLabel}>
        Согласие на обработку персональных данных в соответствии с{' '}
        <a href="/policy/" target="_blank" rel="noopener" className={styles.policyLink}>
          политикой конфиденциальности
        </a>
      </label>
      {error && (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
