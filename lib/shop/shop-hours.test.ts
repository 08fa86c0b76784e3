import { describe, expect, it } from 'vitest';

import type { ShopWorkTime } from '@/lib/platform/api/contracts/shops';

import { hoursOn, shopHoursLine, weekSchedule, type ShopHours } from './shop-hours';

const times = (start: string, end: string, days = [1, 2, 3, 4, 5, 6, 7]): ShopWorkTime[] =>
  days.map((day) => ({ day, start_time: start, end_time: end }));

const mall: ShopHours = {
  work_times: times('10:00', '22:00'),
  isWorkSaturday: true,
  isWorkSunday: true,
};
/** Weekdays 10–20, Saturday 11–19, Sunday off. */
const street: ShopHours = {
  work_times: [...times('10:00', '20:00', [1, 2, 3, 4, 5]), ...times('11:00', '19:00', [6])],
  isWorkSaturday: true,
  isWorkSunday: false,
};

describe('hours on a day', () => {
  it('reads the entry of the day, in minutes and as written', () => {
    expect(hoursOn(street, 6)).toEqual({
      start: 11 * 60,
      end: 19 * 60,
      opens: '11:00',
      closes: '19:00',
    });
    expect(hoursOn(street, 7)).toBeNull();
  });

  it('the weekend flags win over work_times entries', () => {
    const flagged: ShopHours = { ...mall, isWorkSaturday: false, isWorkSunday: false };
    expect(hoursOn(flagged, 6)).toBeNull();
    expect(hoursOn(flagged, 7)).toBeNull();
    expect(hoursOn(flagged, 5)).not.toBeNull();
  });

  it('«24:00» runs to midnight; an entry that closes before it opens is a day off', () => {
    expect(hoursOn({ ...mall, work_times: times('10:00', '24:00') }, 1)?.end).toBe(24 * 60);
    expect(hoursOn({ ...mall, work_times: times('22:00', '10:00') }, 1)).toBeNull();
  });
});

describe('week schedule', () => {
  it('merges a week of equal hours into «Ежедневно»', () => {
    expect(weekSchedule(mall)).toEqual([{ days: 'Ежедневно', hours: '10:00–22:00' }]);
  });

  it('weekdays, Saturday and a Sunday off', () => {
    expect(weekSchedule(street)).toEqual([
      { days: 'Пн–Пт', hours: '10:00–20:00' },
      { days: 'Сб', hours: '11:00–19:00' },
      { days: 'Вс', hours: null },
    ]);
  });

  it('two equal days read «Сб, Вс»; flags switch weekend days off', () => {
    const week = [...times('10:00', '22:00', [1, 2, 3, 4, 5]), ...times('10:00', '23:00', [6, 7])];
    expect(weekSchedule({ work_times: week, isWorkSaturday: true, isWorkSunday: true })).toEqual([
      { days: 'Пн–Пт', hours: '10:00–22:00' },
      { days: 'Сб, Вс', hours: '10:00–23:00' },
    ]);
    expect(weekSchedule({ work_times: week, isWorkSaturday: false, isWorkSunday: false })).toEqual([
      { days: 'Пн–Пт', hours: '10:00–22:00' },
      { days: 'Сб, Вс', hours: null },
    ]);
  });
});

describe('hours as one line', () => {
  it('joins the rows, a day off read «выходной»', () => {
    expect(shopHoursLine(mall)).toBe('Ежедневно 10:00–22:00');
    expect(shopHoursLine(street)).toBe('Пн–Пт 10:00–20:00, Сб 11:00–19:00, Вс выходной');
  });
});
