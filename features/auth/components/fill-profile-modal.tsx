'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type UseFormSetError } from 'react-hook-form';

import { BirthDateField } from '@/components/form/birth-date-field';
import { focusFirstError } from '@/components/form/focus-first-error';
import { GivenNameField, ProfileEmailField } from '@/components/form/profile-fields';
import { failureMessage, showServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { Profile } from '@/lib/platform/api/contracts/core';
import { notify } from '@/lib/platform/toast';
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

/** The server's field names → the form's. */
const FILL_PROFILE_SERVER_FIELDS: Record<string, keyof FillProfileValues> = {
  name: 'name',
  birth_date: 'birthDate',
  email: 'email',
};

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
        <GivenNameField error={errors.name?.message} {...register('name')} />
        <BirthDateField control={control} name="birthDate" />
        <ProfileEmailField error={errors.email?.message} {...register('email')} />
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

/**
 * Saves with POST /core/update-profile; the server's field messages (a taken e-mail among them)
 * show on their fields, as in the account's form, and the toast says what failed.
 */
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
      showServerFieldErrors(error, FILL_PROFILE_SERVER_FIELDS, setError);
      notify.error(failureMessage(error, PROFILE_NOT_FILLED));
    }
  };

  return { save, onSubmit };
}
