'use client';

import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';

import { BirthDateField } from '@/components/form/birth-date-field';
import { TextField } from '@/components/form/text-field';

import type { ProfileFormValues } from '../schemas';

import styles from './account.module.css';
import { SexField } from './sex-field';

type ProfileFieldsProps = {
  register: UseFormRegister<ProfileFormValues>;
  control: Control<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
  phone: string | null;
};

/** The profile's fields; the phone is the sign-in identity, shown read-only. */
export function ProfileFields({ register, control, errors, phone }: ProfileFieldsProps) {
  return (
    <>
      <div className={styles.grid}>
        <TextField
          label="Фамилия"
          autoComplete="family-name"
          maxLength={249}
          error={errors.surname?.message}
          {...register('surname')}
        />
        <TextField
          label="Имя"
          required
          autoComplete="given-name"
          maxLength={249}
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Отчество"
          autoComplete="additional-name"
          maxLength={249}
          error={errors.patronymic?.message}
          {...register('patronymic')}
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
        <TextField
          label="Телефон"
          type="tel"
          readOnly
          value={phone ?? ''}
          hint="Номер телефона используется для входа и здесь не меняется"
        />
      </div>
      <SexField register={register('sex')} />
    </>
  );
}
