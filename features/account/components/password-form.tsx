'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { focusFirstErrorIn } from '@/components/form/focus-first-error';
import { failureMessage, showServerFieldErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { notify } from '@/lib/platform/toast';

import { useChangePassword } from '../api/change-password';
import { passwordFormSchema, type PasswordFormValues } from '../schemas';

import styles from './account.module.css';

export const PASSWORD_CHANGED = 'Пароль изменён';
export const PASSWORD_NOT_CHANGED = 'Не удалось изменить пароль';
const FORM_ID = 'account-password-form';

/** «Сменить пароль»: PUT /main/user/profile `{password}`; the password is typed twice. */
export function PasswordForm() {
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isDirty },
  } = useForm({
    resolver: zodResolver(passwordFormSchema),
    defaultValues: { password: '', passwordRepeat: '' },
    shouldFocusError: false,
  });

  const onSubmit = async ({ password }: PasswordFormValues) => {
    try {
      await change.mutateAsync(password);
      reset();
      notify.success(PASSWORD_CHANGED);
    } catch (error) {
      showServerFieldErrors(error, { password: 'password' }, setError);
      notify.error(failureMessage(error, PASSWORD_NOT_CHANGED));
    }
  };

  return (
    <form
      id={FORM_ID}
      noValidate
      aria-label="Сменить пароль"
      onSubmit={handleSubmit(
        onSubmit,
        focusFirstErrorIn(() => document.getElementById(FORM_ID)),
      )}
    >
      <fieldset className={styles.fieldset} disabled={change.isPending}>
        <div className={styles.grid}>
          <TextField
            label="Новый пароль"
            type="password"
            required
            autoComplete="new-password"
            hint="Не менее 8 символов"
            error={errors.password?.message}
            {...register('password')}
          />
          <TextField
            label="Повторите пароль"
            type="password"
            required
            autoComplete="new-password"
            error={errors.passwordRepeat?.message}
            {...register('passwordRepeat')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" disabled={!isDirty || change.isPending}>
            Сменить пароль
          </Button>
        </div>
      </fieldset>
    </form>
  );
}
