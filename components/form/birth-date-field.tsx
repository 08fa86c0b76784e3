'use client';

import { subDays } from 'date-fns';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { BIRTH_YEAR_MIN } from '@/lib/constants';

import { DatePickerField } from './date-picker-field';

const BIRTH_DATE_MIN = new Date(BIRTH_YEAR_MIN, 0, 1);

/**
 * «Дата рождения» of a react-hook-form form (spec 5 date picker): dd.MM.yyyy, Russian, from
 * 1900-01-01, today and future dates disabled. The form's schema checks a typed value.
 */
export function BirthDateField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: FieldPath<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <DatePickerField
          label="Дата рождения"
          required
          name={field.name}
          value={(field.value as string | undefined) || null}
          onChange={(value) => field.onChange(value ?? '')}
          error={fieldState.error?.message}
          minDate={BIRTH_DATE_MIN}
          maxDate={subDays(new Date(), 1)}
        />
      )}
    />
  );
}
