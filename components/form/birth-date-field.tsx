'use client';

import { subDays } from 'date-fns';
import { Controller, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

import { BIRTH_YEAR_MIN } from '@/lib/shop/constants';
import { parseBirthDate } from '@/lib/shop/validation/rules';

import { DatePickerField } from './date-picker-field';

const BIRTH_DATE_MIN = new Date(BIRTH_YEAR_MIN, 0, 1);

/** A typed birth date (spec 5: dot, dash or comma) as a local date for the calendar, or null. */
function parseTypedBirthDate(text: string): Date | null {
  const date = parseBirthDate(text);
  return date && new Date(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}

/**
 * «Дата рождения» of a react-hook-form form (spec 5 date picker): dd.MM.yyyy, Russian, from
 * 1900-01-01, today and future dates disabled in the calendar. The field keeps what was typed
 * (14-05-1990, 14,05,1990 or a mistake): the form's schema judges it, and leaving the field with
 * text that is no date says «Недопустимая дата» at once — nothing typed vanishes silently.
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
          parseTyped={parseTypedBirthDate}
          error={fieldState.error?.message}
          minDate={BIRTH_DATE_MIN}
          maxDate={subDays(new Date(), 1)}
        />
      )}
    />
  );
}
