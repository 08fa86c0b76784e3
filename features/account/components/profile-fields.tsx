'use client';

import { type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';

import { BirthDateField } from '@/components/form/birth-date-field';
import {
  GivenNameField,
  PersonNameField,
  ProfileEmailField,
} from '@/components/form/profile-fields';
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
        <PersonNameField
          label="Фамилия"
          autoComplete="family-name"
          error={errors.surname?.message}
          {...register('surname')}
        />
        <GivenNameField error={errors.name?.message} {...register('name')} />
        <PersonNameField
          label="Отчество"
          autoComplete="additional-name"
          error={errors.patronymic?.message}
          {...register('patronymic')}
        />
        <BirthDateField control={control} name="birthDate" />
        <ProfileEmailField error={errors.email?.message} {...register('email')} />
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
