'use client';

import { format, isValid, parse, startOfDay } from 'date-fns';
import { ru } from 'date-fns/locale/ru';
import { useId, useState, type SyntheticEvent } from 'react';
import DatePicker from 'react-datepicker';
// The library's base styles, once, here: every date field goes through this component.
import 'react-datepicker/dist/react-datepicker.css';

import styles from './date-picker-field.module.css';
import { FieldShell } from './field-shell';
import fieldStyles from './field.module.css';

/** Spec 5 date picker format; the value the field takes and emits. */
export const DATE_FORMAT = 'dd.MM.yyyy';
const COMPLETE_DATE = /^\d{2}\.\d{2}\.\d{4}$/;

/** dd.MM.yyyy → a local Date; null unless it is exactly a real date in that format. */
export function parseDisplayDate(value: string | null | undefined): Date | null {
  if (!value || !COMPLETE_DATE.test(value)) return null;
  const date = parse(value, DATE_FORMAT, new Date());
  return isValid(date) && format(date, DATE_FORMAT) === value ? date : null;
}

export function formatDisplayDate(date: Date): string {
  return format(date, DATE_FORMAT);
}

type DateLimits = {
  minDate?: Date;
  maxDate?: Date;
  filterDate?: (date: Date) => boolean;
};

/** Whether a date can be chosen: within minDate … maxDate (by day) and passing filterDate. */
export function isDateAllowed(date: Date, { minDate, maxDate, filterDate }: DateLimits): boolean {
  const day = startOfDay(date).getTime();
  if (minDate && day < startOfDay(minDate).getTime()) return false;
  if (maxDate && day > startOfDay(maxDate).getTime()) return false;
  return filterDate ? filterDate(date) : true;
}

export type DatePickerFieldProps = DateLimits & {
  label: string;
  /** dd.MM.yyyy, or null when empty. */
  value: string | null;
  /** Called with a date the field allows (dd.MM.yyyy) or null when cleared. */
  onChange: (value: string | null) => void;
  /** A message from the form; a just-typed date's own message goes first. */
  error?: string;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  placeholder?: string;
  /** Shown for a typed real date outside the limits (or a value outside them). */
  outOfRangeMessage?: string;
  /** Shown for a typed complete date that does not exist (31.02.2025). */
  invalidMessage?: string;
  className?: string;
};

const INVALID_DATE = 'Недопустимая дата';

/** The calendar's accessible names in Russian (the library's defaults are English). */
const CALENDAR_LABELS = {
  chooseDayAriaLabelPrefix: 'Выбрать',
  disabledDayAriaLabelPrefix: 'Недоступно:',
  weekAriaLabelPrefix: 'Неделя',
  monthAriaLabelPrefix: 'Месяц',
  previousMonthAriaLabel: 'Предыдущий месяц',
  nextMonthAriaLabel: 'Следующий месяц',
  previousYearAriaLabel: 'Предыдущий год',
  nextYearAriaLabel: 'Следующий год',
} as const;

/**
 * A labelled date field on react-datepicker: Russian calendar, typed dd.MM.yyyy accepted (strict
 * parsing, so half-typed dates are never emitted), dates outside minDate/maxDate/filterDate
 * refused with a message. For a birth date (spec 5): `maxDate` = yesterday disables today and the
 * future.
 */
export function DatePickerField({
  label,
  value,
  onChange,
  error,
  hint,
  required,
  disabled,
  id,
  name,
  placeholder = 'дд.мм.гггг',
  outOfRangeMessage = INVALID_DATE,
  invalidMessage = INVALID_DATE,
  className,
  ...limits
}: DatePickerFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const [typedError, setTypedError] = useState<string | null>(null);
  const selected = parseDisplayDate(value);
  const valueError = selected && !isDateAllowed(selected, limits) ? outOfRangeMessage : null;

  // The picker itself ignores a typed date it does not allow; say why instead of staying silent.
  function checkTyped(event?: SyntheticEvent<HTMLElement>) {
    const target = event?.target;
    if (!(target instanceof HTMLInputElement)) return;
    const text = target.value.trim();
    if (!COMPLETE_DATE.test(text)) return setTypedError(null);
    const date = parseDisplayDate(text);
    if (!date) return setTypedError(invalidMessage);
    setTypedError(isDateAllowed(date, limits) ? null : outOfRangeMessage);
  }

  return (
    <FieldShell
      id={inputId}
      label={label}
      error={typedError ?? error ?? valueError ?? undefined}
      hint={hint}
      required={required}
      className={className}
    >
      {(a11y) => (
        <div className={styles.picker}>
          <DatePicker
            id={inputId}
            name={name}
            selected={selected}
            onChange={(date: Date | null) => {
              setTypedError(null);
              onChange(date ? formatDisplayDate(date) : null);
            }}
            onChangeRaw={(event) => checkTyped(event)}
            dateFormat={DATE_FORMAT}
            strictParsing
            locale={ru}
            minDate={limits.minDate}
            maxDate={limits.maxDate}
            filterDate={limits.filterDate}
            placeholderText={placeholder}
            disabled={disabled}
            autoComplete="off"
            className={fieldStyles.control}
            wrapperClassName={styles.wrapper}
            calendarClassName={styles.calendar}
            popperClassName={styles.popper}
            popperPlacement="bottom-start"
            showPopperArrow={false}
            {...CALENDAR_LABELS}
            ariaInvalid={String(a11y['aria-invalid'])}
            ariaDescribedBy={a11y['aria-describedby']}
            ariaRequired={a11y['aria-required'] ? 'true' : undefined}
          />
        </div>
      )}
    </FieldShell>
  );
}
