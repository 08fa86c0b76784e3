'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm, type UseFormSetError } from 'react-hook-form';

import { ConsentCheckbox } from '@/components/form/consent-checkbox';
import { focusFirstErrorIn } from '@/components/form/focus-first-error';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { FALLBACK_MESSAGE } from '@/lib/platform/api/errors';

import { useApplyVacancy, type ApplyField, type ApplyOutcome } from '../api/apply-vacancy';
import {
  EMPTY_APPLICATION,
  applyFormSchema,
  type ApplyFormInput,
  type ApplyFormOutput,
} from '../schemas';

import { ApplySuccess } from './apply-success';
import { CvField } from './cv-field';
import styles from './vacancy-page.module.css';

export const APPLY_FAILED =
  'Не удалось отправить отклик. Проверьте подключение к интернету и попробуйте ещё раз.';

type ApplyFormProps = { vacancyId: number; vacancyTitle: string };

type ApplyFailure = Exclude<ApplyOutcome, { ok: true }>;

/**
 * Puts a refusal's messages at the fields they name (the first one focused) and answers what the
 * form's error area says (null: nothing there).
 */
function showFailure(outcome: ApplyFailure, setError: UseFormSetError<ApplyFormInput>) {
  if (outcome.unreachable) return APPLY_FAILED;
  const fields = Object.entries(outcome.fieldErrors) as [ApplyField, string][];
  fields.forEach(([field, message], index) =>
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
  );
  if (outcome.message) return outcome.message;
  // a refusal that named no field and said nothing of its own
  return fields.length > 0 ? null : FALLBACK_MESSAGE;
}

/**
 * The application of one vacancy (POST /main/vacancies/apply as multipart). A failure keeps every
 * field as typed and says so: the server's own messages of a refusal at the fields they name (the
 * file's at the CV field) or in the form's error area, the connectivity text only when no answer
 * came (or a 5xx); a second click while sending sends nothing.
 */
export function ApplyForm({ vacancyId, vacancyTitle }: ApplyFormProps) {
  const apply = useApplyVacancy(vacancyId);
  const formId = useId();
  const sending = useRef(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, trigger, setError, formState } = useForm({
    resolver: zodResolver(applyFormSchema),
    defaultValues: EMPTY_APPLICATION,
    shouldFocusError: false,
  });
  const { errors } = formState;

  const onValid = async (values: ApplyFormOutput) => {
    setFailure(null);
    const outcome = await apply.mutateAsync(values);
    if (outcome.ok) setSent(true);
    else setFailure(showFailure(outcome, setError));
  };
  const onInvalid = focusFirstErrorIn(() => document.getElementById(formId));
  // The guard is set on the click itself, before the (async) validation: a double click sends once.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      sending.current = false;
    });
  };

  if (sent) return <ApplySuccess />;
  const busy = formState.isSubmitting || apply.isPending;
  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      aria-label={`Отклик на вакансию «${vacancyTitle}»`}
      onSubmit={onSubmit}
    >
      <TextField
        label="Имя"
        required
        autoComplete="name"
        maxLength={249}
        error={errors.name?.message}
        {...register('name')}
      />
      <PhoneField control={control} name="phone" label="Телефон" required />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        hint="Необязательно"
        error={errors.email?.message}
        {...register('email')}
      />
      <TextField
        multiline
        label="Комментарий"
        hint="Например, когда готовы выйти на работу"
        error={errors.comment?.message}
        {...register('comment')}
      />
      <CvField control={control} onPicked={() => void trigger('cv')} />
      <ConsentCheckbox error={errors.consent?.message} {...register('consent')} />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Отправляем…' : 'Откликнуться'}
      </Button>
    </form>
  );
}
