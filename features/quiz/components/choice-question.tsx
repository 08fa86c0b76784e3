import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FieldError } from '@/components/form/field-error';
import type { SurveyQuestion } from '@/lib/platform/api/contracts/survey';

import styles from './quiz.module.css';

type ChoiceQuestionProps = {
  question: SurveyQuestion;
  field: UseFormRegisterReturn;
  error?: string;
};

const SCALES = { rating: [1, 5], nps: [0, 10] } as const;
const HINTS: Partial<Record<SurveyQuestion['type'], string>> = {
  multiple: 'Можно выбрать несколько вариантов',
  rating: '1 — плохо, 5 — отлично',
  nps: '0 — точно нет, 10 — обязательно',
};

/** A question answered by choosing: options (single, multiple) or a score (rating, nps). */
export function ChoiceQuestion({ question, field, error }: ChoiceQuestionProps) {
  const id = useId();
  const hint = HINTS[question.type];
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  const isScale = question.type === 'rating' || question.type === 'nps';
  const choices = isScale
    ? scale(question.type as keyof typeof SCALES)
    : (question.options ?? []).map((option) => ({ value: option.id, text: option.text }));
  return (
    <fieldset
      className={styles.fieldset}
      aria-invalid={Boolean(error)}
      aria-describedby={describedBy || undefined}
    >
      <legend className={styles.legend}>
        {question.text}
        {question.required && (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      <div className={isScale ? styles.scale : styles.options}>
        {choices.map((choice) => (
          <label key={choice.value} className={isScale ? styles.score : styles.option}>
            <input
              type={question.type === 'multiple' ? 'checkbox' : 'radio'}
              value={choice.value}
              aria-invalid={Boolean(error)}
              {...field}
            />
            <span>{choice.text}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} className={styles.error} />
    </fieldset>
  );
}

function scale(type: keyof typeof SCALES): { value: string; text: string }[] {
  const [from, to] = SCALES[type];
  return Array.from({ length: to - from + 1 }, (_, i) => ({
    value: String(from + i),
    text: String(from + i),
  }));
}
