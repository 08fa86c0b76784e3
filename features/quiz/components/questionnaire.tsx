'use client';

import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import { focusFirstErrorIn } from '@/components/form/focus-first-error';
import { Button } from '@/components/ui/button';
import type {
  Answers,
  Survey,
  SurveyQuestion,
  SurveySendResponse,
} from '@/lib/platform/api/contracts/survey';
import { isApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';

import { answerErrors, toAnswers, type FormAnswers } from '../utils/answers';
import { emptyAnswers, surveyResolver } from '../utils/survey-resolver';

import { QuestionField } from './question-field';
import styles from './quiz.module.css';
import { ThankYou } from './thank-you';

export const SEND_FAILED = 'Не удалось отправить ответы. Попробуйте ещё раз.';
export const CHECK_ANSWERS = 'Проверьте ответы: некоторые вопросы заполнены неверно.';

type QuestionnaireProps = {
  survey: Survey;
  onSend: (answers: Answers) => Promise<SurveySendResponse>;
  /** Called when an answer changes (the TV survey saves its NPS at once). */
  onAnswer?: (question: SurveyQuestion, value: string) => void;
  /** Shown under the thank-you text. */
  afterSend?: ReactNode;
};

/** Every question of a survey or quiz, validated like the API does, then sent; thanks after. */
export function Questionnaire({ survey, onSend, onAnswer, afterSend }: QuestionnaireProps) {
  const formId = useId();
  const [sent, setSent] = useState<SurveySendResponse | null>(null);
  const { register, handleSubmit, setError, formState } = useForm({
    resolver: surveyResolver(survey.questions),
    defaultValues: emptyAnswers(survey.questions),
    shouldFocusError: false,
  });
  const focusError = focusFirstErrorIn(() => document.getElementById(formId));

  const onValid = async (values: FormAnswers) => {
    try {
      setSent(await onSend(toAnswers(survey.questions, values)));
    } catch (error) {
      const fields = isApiError(error) ? answerErrors(error.fieldErrors) : {};
      for (const [id, message] of Object.entries(fields)) setError(id, { type: 'server', message });
      notify.error(Object.keys(fields).length > 0 ? CHECK_ANSWERS : SEND_FAILED);
    }
  };

  if (sent) return <ThankYou result={sent.result}>{afterSend}</ThankYou>;
  return (
    <form
      id={formId}
      className={styles.form}
      noValidate
      aria-label={survey.title}
      onSubmit={handleSubmit(onValid, focusError)}
    >
      <h2>{survey.title}</h2>
      {survey.description && <p className={styles.hint}>{survey.description}</p>}
      {survey.questions.map((question) => (
        <QuestionField
          key={question.id}
          question={question}
          register={register}
          errors={formState.errors}
          onAnswer={onAnswer}
        />
      ))}
      <div>
        <Button
          type="submit"
          disabled={formState.isSubmitting}
          aria-busy={formState.isSubmitting || undefined}
        >
          Отправить ответы
        </Button>
      </div>
    </form>
  );
}
