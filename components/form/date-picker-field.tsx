'use client';

import { format, isValid, parse, startOfDay } from 'date-fns';
import { ru } from 'date-fns/locale/ru';
import { useId, useState, type FocusEvent, type ReactNode, type SyntheticEvent } from 'react';
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
  /**
   * Keeps the text as typed: `value` is that text and `onChange` gets every keystroke, so a
   * date the picker's own format does not read (14-05-1990, 14051990) stays in the field for
   * the form's schema to judge; this reads the calendar's date from it (null: none, and on
   * leaving the field `invalidMessage` says so).
   */
  parseTyped?: (text: string) => Date | null;
  className?: string;
};

const INVALID_DATE = 'Недопустимая дата';

/**
 * The calendar's accessible names in Russian (the library's defaults are English): the button
 * texts as well as their aria-labels, since the buttons carry the text too.
 */
const CALENDAR_LABELS = {
  chooseDayAriaLabelPrefix: 'Выбрать',
  disabledDayAriaLabelPrefix: 'Недоступно:',
  weekAriaLabelPrefix: 'Неделя',
  monthAriaLabelPrefix: 'Месяц',
  previousMonthAriaLabel: 'Предыдущий месяц',
  previousMonthButtonLabel: 'Предыдущий месяц',
  nextMonthAriaLabel: 'Следующий месяц',
  nextMonthButtonLabel: 'Следующий месяц',
  previousYearAriaLabel: 'Предыдущий год',
  previousYearButtonLabel: 'Предыдущий год',
  nextYearAriaLabel: 'Следующий год',
  nextYearButtonLabel: 'Следующий год',
} as const;

/** The calendar's dialog name (the library's own container says «Choose Date»). */
const CALENDAR_DIALOG_LABEL = 'Выбор даты';

/** The library's calendar container with a Russian name: the same dialog markup. */
function CalendarDialog({ className, children }: { className?: string; children?: ReactNode }) {
  return (
    <div
      className={className}
      role="dialog"
      aria-modal="true"
      aria-label={CALENDAR_DIALOG_LABEL}
      translate="no"
    >
      {children}
    </div>
  );
}

type TypedTextOptions = Pick<DatePickerFieldProps, 'onChange' | 'parseTyped'> & {
  limits: DateLimits;
  invalidMessage: string;
  outOfRangeMessage: string;
};

/** What the field says about the text typed into it, and the input's handlers that decide it. */
function useTypedText({
  onChange,
  parseTyped,
  limits,
  invalidMessage,
  outOfRangeMessage,
}: TypedTextOptions) {
  const [error, setError] = useState<string | null>(null);
  const judge = (date: Date | null) =>
    !date ? invalidMessage : isDateAllowed(date, limits) ? null : outOfRangeMessage;

  function onChangeRaw(event?: SyntheticEvent<HTMLElement>) {
    const target = event?.target;
    if (!(target instanceof HTMLInputElement)) return;
    if (parseTyped) {
      // text mode: every keystroke is the value; leaving the field says what is wrong with it
      setError(null);
      onChange(target.value || null);
      return;
    }
    // The picker itself ignores a typed date it does not allow; say why instead of staying silent.
    const text = target.value.trim();
    setError(COMPLETE_DATE.test(text) ? judge(parseDisplayDate(text)) : null);
  }

  // the picker calls its own onBlur only with the calendar closed; the input's blur bubbles
  function onBlur(event: FocusEvent<HTMLElement>) {
    if (!parseTyped || !(event.target instanceof HTMLInputElement)) return;
    const text = event.target.value;
    if (text.trim()) setError(judge(parseTyped(text)));
  }

  return { error, setError, onChangeRaw, onBlur };
}

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
  parseTyped,
  className,
  ...limits
}: DatePickerFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const selected = parseTyped ? parseTyped(value ?? '') : parseDisplayDate(value);
  const valueError = selected && !isDateAllowed(selected, limits) ? outOfRangeMessage : null;
  const typed = useTypedText({ onChange, parseTyped, limits, invalidMessage, outOfRangeMessage });
  const typedError = typed.error;

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
        <div
          className={styles.picker}
          // the picker calls its own onBlur only with the calendar closed; the input's blur bubbles
          onBlur={typed.onBlur}
        >
          <DatePicker
            id={inputId}
            name={name}
            selected={selected}
            onChange={(date: Date | null) => {
              typed.setError(null);
              onChange(date ? formatDisplayDate(date) : null);
            }}
            onChangeRaw={typed.onChangeRaw}
            {...(parseTyped && { value: value ?? '' })}
            calendarContainer={CalendarDialog}
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
