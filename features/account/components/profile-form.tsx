'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { focusFirstError } from '@/components/form/focus-first-error';
import { failureMessage, showServerFieldErrors } from '@/components/form/server-errors';
import { Button } from '@/components/ui/button';
import type { Profile } from '@/lib/platform/api/contracts/core';
import { notify } from '@/lib/platform/toast';
import { useSessionStore } from '@/stores/session-store';

import { useUpdateProfile } from '../api/update-profile';
import {
  PROFILE_SERVER_FIELDS,
  profileFormSchema,
  toProfileFormValues,
  toProfileUpdate,
  type ProfileFormValues,
} from '../schemas';

import styles from './account.module.css';
import { ProfileFields } from './profile-fields';

export const PROFILE_SAVED = 'Данные профиля сохранены';
export const PROFILE_NOT_SAVED = 'Не удалось сохранить данные профиля';

/** «Личные данные»: every profile field, saved with POST /core/update-profile. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const update = useUpdateProfile();
  const {
    register,
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: toProfileFormValues(profile),
    shouldFocusError: false,
  });

  const onSubmit = async (values: ProfileFormValues) => {
    try {
      const saved = await update.mutateAsync(toProfileUpdate(values));
      reset(toProfileFormValues(saved));
      // the header and bottom bar label the profile with the customer's name (spec 2.4)
      useSessionStore.getState().setUserName(saved.name);
      notify.success(PROFILE_SAVED);
    } catch (error) {
      showServerFieldErrors(error, PROFILE_SERVER_FIELDS, setError);
      notify.error(failureMessage(error, PROFILE_NOT_SAVED));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit, focusFirstError)} aria-label="Личные данные">
      <fieldset className={styles.fieldset} disabled={update.isPending}>
        <ProfileFields
          register={register}
          control={control}
          errors={errors}
          phone={profile.phone}
        />
        <div className={styles.actions}>
          <Button
            type="submit"
            disabled={!isDirty || update.isPending}
            aria-busy={update.isPending || undefined}
          >
            Сохранить
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
