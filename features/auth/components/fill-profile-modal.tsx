'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type UseFormSetError } from 'react-hook-form';

import { BirthDateField } from '@/components/form/birth-date-field';
import { focusFirstError } from '@/components/form/focus-first-error';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { Profile } from '@/lib/api/contracts/core';
import { isApiError } from '@/lib/api/errors';
import { useMutation } from '@/lib/query/react-query';
import { notify } from '@/lib/toast';
import { MSG } from '@/lib/validation/messages';
import { useSessionStore } from '@/stores/session-store';

import { updateProfile } from '../api/profile';
import {
  fillProfileSchema,
  toFillProfileValues,
  type FillProfileOutput,
  type FillProfileValues,
} from '../schemas';

import styles from './login-forms.module.css';

export const PROFILE_FILLED = 'Данные профиля сохранены';
export const PROFILE_NOT_FILLED = 'Не удалось сохранить данные профиля';

type FillProfileModalProps = {
  profile: Profile | null;
  onClose: () => void;
  onSaved: () => void;
};

/** The registration / fill-profile modal (spec 2.5, 5): name, birth date and e-mail. */
export function FillProfileModal({ profile, onClose, onSaved }: FillProfileModalProps) {
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors, isDirty, isValid },
  } = useForm({
    resolver: zodResolver(fillProfileSchema),
    defaultValues: toFillProfileValues(profile),
    mode: 'onChange',
    shouldFocusError: false,
  });
  const { save, onSubmit } = useFillProfileSave(setError, onSaved);

  return (
    <Modal open onClose={onClose} size="small" title="Заполните профиль">
      <form
        noValidate
        className={styles.form}
        aria-label="Заполните профиль"
        onSubmit={handleSubmit(onSubmit, focusFirstError)}
      >
        <p className={styles.note}>
          Укажите имя, дату рождения и email — так мы сможем начислять бонусы.
        </p>
        <TextField
          label="Имя"
          required
          autoComplete="given-name"
          maxLength={249}
          error={errors.name?.message}
          {...register('name')}
        />
        <BirthDateField control={control} name="birthDate" />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          type="submit"
          block
          disabled={!isDirty || !isValid || save.isPending}
          aria-busy={save.isPending || undefined}
        >
          Сохранить
        </Button>
      </form>
    </Modal>
  );
}

/** Saves with POST /core/update-profile; a taken e-mail (422 `email_exists`) shows on the field. */
function useFillProfileSave(setError: UseFormSetError<FillProfileValues>, onSaved: () => void) {
  const save = useMutation({
    mutationFn: (values: FillProfileOutput) =>
      updateProfile({ name: values.name, birth_date: values.birthDate, email: values.email }),
  });
  const onSubmit = async (values: FillProfileOutput) => {
    try {
      const saved = await save.mutateAsync(values);
      useSessionStore.getState().setUserName(saved.name);
      notify.success(PROFILE_FILLED);
      onSaved();
    } catch (error) {
      if (isApiError(error) && error.code === 'email_exists') {
        setError('email', { message: MSG.emailUnique }, { shouldFocus: true });
        return;
      }
      const fields = isApiError(error) ? error.fieldErrors : {};
      if (fields.name?.[0]) setError('name', { message: fields.name[0] });
      if (fields.birth_date?.[0]) setError('birthDate', { message: fields.birth_date[0] });
      if (fields.email?.[0]) setError('email', { message: fields.email[0] });
      notify.error(PROFILE_NOT_FILLED);
    }
  };

  return { save, onSubmit };
}
