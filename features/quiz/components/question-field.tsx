import type { FieldErrors, UseFormRegister } from 'react-hook-form';

import { TextField } from '@/components/form/text-field';
import type { SurveyQuestion } from '@/lib/platform/api/contracts/survey';

import type { FormAnswers } from '../utils/answers';

import { ChoiceQuestion } from './choice-question';

type QuestionFieldProps = {
  question: SurveyQuestion;
  register: UseFormRegister<FormAnswers>;
  errors: FieldErrors<FormAnswers>;
  onAnswer?: (question: SurveyQuestion, value: string) => void;
};

/** One question of a questionnaire, whatever its kind. */
export function QuestionField({ question, register, errors, onAnswer }: QuestionFieldProps) {
  const error = errors[question.id]?.message;
  const field = register(question.id, {
    onChange: onAnswer
      ? (event: { target: { value: string } }) => onAnswer(question, event.target.value)
      : undefined,
  });
  if (question.type === 'text') {
    return (
      <TextField
        multiline
        label={question.text}
        required={question.required}
        error={error}
        maxLength={question.max_length}
        hint={question.max_length ? `Не более ${question.max_length} символов` : undefined}
        {...field}
      />
    );
  }
  return <ChoiceQuestion question={question} field={field} error={error} />;
}
