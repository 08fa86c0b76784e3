import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';

import {
  DatePickerField,
  isDateAllowed,
  parseDisplayDate,
  type DatePickerFieldProps,
} from './date-picker-field';

function Harness({
  onValue,
  initial = null,
  ...props
}: Omit<DatePickerFieldProps, 'value' | 'onChange' | 'label'> & {
  onValue?: (value: string | null) => void;
  initial?: string | null;
}) {
  const [value, setValue] = useState<string | null>(initial);
  return (
    <>
      <DatePickerField
        label="Дата доставки"
        value={value}
        onChange={(next) => {
          setValue(next);
          onValue?.(next);
        }}
        {...props}
      />
      <output aria-label="Значение">{value ?? 'пусто'}</output>
    </>
  );
}

const range = {
  minDate: new Date(2026, 10, 23),
  maxDate: new Date(2026, 10, 25),
  outOfRangeMessage: 'Доставка возможна с 23.11.2026 по 25.11.2026',
};

describe('DatePickerField', () => {
  it('parses only complete real dd.MM.yyyy dates', () => {
    expect(parseDisplayDate('05.12.2026')?.getDate()).toBe(5);
    expect(parseDisplayDate('31.02.2026')).toBeNull();
    expect(parseDisplayDate('5.12.2026')).toBeNull();
    expect(parseDisplayDate('05.12.202')).toBeNull();
    expect(isDateAllowed(new Date(2026, 10, 25, 18), range)).toBe(true);
    expect(isDateAllowed(new Date(2026, 10, 26), range)).toBe(false);
  });

  it('is named by its label and takes a typed date in range', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness {...range} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await user.type(input, '24.11.2026');
    expect(screen.getByRole('status', { name: 'Значение' })).toHaveTextContent('24.11.2026');
    // half-typed dates were never emitted
    expect(onValue.mock.calls).toEqual([['24.11.2026']]);
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(input).not.toHaveAccessibleDescription();
  });

  it('refuses a typed date outside the range with a message', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness {...range} onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await user.type(input, '30.11.2026');
    expect(screen.getByText('Доставка возможна с 23.11.2026 по 25.11.2026')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Доставка возможна с 23.11.2026 по 25.11.2026');
    expect(onValue).not.toHaveBeenCalled();

    await user.clear(input);
    await user.type(input, '23.11.2026');
    expect(input).not.toHaveAccessibleDescription();
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(onValue).toHaveBeenLastCalledWith('23.11.2026');
  });

  it('says a date that does not exist is invalid', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await user.type(input, '31.02.2026');
    expect(input).toHaveAccessibleDescription('Недопустимая дата');
  });

  it('can disable today and the future (birth date)', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    const yesterday = new Date();
    yesterday.setDate(yesterday.getDate() - 1);
    render(<Harness maxDate={yesterday} onValue={onValue} />);
    const today = new Date();
    const typed = [today.getDate(), today.getMonth() + 1]
      .map((part) => String(part).padStart(2, '0'))
      .concat(String(today.getFullYear()))
      .join('.');
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await user.type(input, typed);
    expect(input).toHaveAccessibleDescription('Недопустимая дата');
    expect(onValue).not.toHaveBeenCalled();
  });

  it('picks a day from the Russian calendar and clears to null', async () => {
    const onValue = vi.fn();
    const user = userEvent.setup();
    render(<Harness {...range} initial="23.11.2026" onValue={onValue} />);
    const input = screen.getByRole('textbox', { name: 'Дата доставки' });
    await user.click(input);
    expect(await screen.findByText('ноябрь 2026')).toBeInTheDocument();
    expect(screen.getByRole('gridcell', { name: /Недоступно: .*26 ноября 2026/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('gridcell', { name: /^Выбрать .*25 ноября 2026/ }));
    expect(onValue).toHaveBeenLastCalledWith('25.11.2026');
    expect(input).toHaveValue('25.11.2026');
    await user.clear(input);
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('names its calendar and its buttons in Russian only', async () => {
    const user = userEvent.setup();
    render(<Harness initial="23.11.2026" />);
    await user.click(screen.getByRole('textbox', { name: 'Дата доставки' }));
    const calendar = await screen.findByRole('dialog', { name: 'Выбор даты' });
    expect(within(calendar).getByRole('button', { name: 'Предыдущий месяц' })).toBeInTheDocument();
    expect(within(calendar).getByRole('button', { name: 'Следующий месяц' })).toBeInTheDocument();
    // no English name or text anywhere in the calendar («Choose Date», «Previous Month» …)
    const named = [calendar, ...calendar.querySelectorAll('[aria-label]')].map(
      (element) => element.getAttribute('aria-label') ?? '',
    );
    expect([...named, calendar.textContent ?? ''].join(' ')).not.toMatch(/[A-Za-z]{3,}/);
  });

  it('shows the range message for a value outside the limits', () => {
    render(<Harness {...range} initial="01.12.2026" />);
    expect(screen.getByRole('textbox', { name: 'Дата доставки' })).toHaveAccessibleDescription(
      'Доставка возможна с 23.11.2026 по 25.11.2026',
    );
  });
});
