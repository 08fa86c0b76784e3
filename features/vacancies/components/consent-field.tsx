import { useId, type ComponentProps } from 'react';

import styles from './vacancy-page.module.css';

type ConsentFieldProps = Omit<ComponentProps<'input'>, 'type' | 'id'> & { error?: string };

/** The personal-data consent checkbox; the policy opens in a new tab so the form keeps its data. */
export function ConsentField({ error, ...input }: ConsentFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={styles.consent}>
      <label htmlFor={id} className={styles.consentLabel}>
        <input
          id={id}
          type="checkbox"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          {...input}
        />
        <span>
          Согласие на обработку персональных данных в соответствии с{' '}
          <a href="/policy/" target="_blank" rel="noopener">
            политикой конфиденциальности
          </a>
        </span>
      </label>
      {error && (
        <span id={errorId} role="alert" className={styles.error}>
          {error}
        </span>
      )}
    </div>
  );
}
