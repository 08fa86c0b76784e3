import type { ReactNode } from 'react';

import type { SurveyResult } from '@/lib/platform/api/contracts/survey';

import styles from './quiz.module.css';

export const THANK_YOU = 'Спасибо! Ваши ответы отправлены.';

type ThankYouProps = { result: SurveyResult | null; children?: ReactNode };

/** The state after a successful send; a quiz also shows its result. */
export function ThankYou({ result, children }: ThankYouProps) {
  return (
    <section className={styles.thanks} role="status" aria-live="polite">
      <h2>{THANK_YOU}</h2>
      {result && (
        <>
          <h3>Ваш результат: {result.title}</h3>
          <p>{result.text}</p>
        </>
      )}
      {children}
    </section>
  );
}
