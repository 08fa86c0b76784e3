import { describe, expect, it } from 'vitest';

import { dayOfMonth, formatDayMonth, formatWeekday, moscowDateKey } from './calendar-dates';

describe('calendar dates in Moscow time', () => {
  it('takes today from the Moscow clock at the midnight boundary', () => {
    expect(moscowDateKey(new Date('2026-12-01T20:59:59.999Z'))).toBe('2026-12-01');
    expect(moscowDateKey(new Date('2026-12-01T21:00:00.000Z'))).toBe('2026-12-02');
  });

  it('writes a date as «d MMMM» with its weekday', () => {
    expect(formatDayMonth('2026-12-02')).toBe('2 декабря');
    expect(formatDayMonth('2027-01-01')).toBe('1 января');
    expect(formatWeekday('2026-12-02')).toBe('ср');
    expect(dayOfMonth('2026-12-09')).toBe(9);
  });
});
