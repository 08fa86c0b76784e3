import { describe, expect, it } from 'vitest';

import type { ShopWorkTime } from '@/lib/platform/api/contracts/shops';

import { weekSchedule } from './week-schedule';

const times = (start: string, end: string, days: number[]): ShopWorkTime[] =>
  days.map((day) => ({ day, start_time: start, end_time: end }));

describe('week schedule', () => {
  it('merges a week of equal hours into «Ежедневно»', () => {
    expect(
      weekSchedule({
        work_times: times('10:00', '22:00', [1, 2, 3, 4, 5, 6, 7]),
        isWorkSaturday: true,
        isWorkSunday: true,
      }),
    ).toEqual([{ days: 'Ежедневно', hours: '10:00–22:00' }]);
  });

  it('weekdays, Saturday and a Sunday off', () => {
    expect(
      weekSchedule({
        work_times: [...times('10:00', '20:00', [1, 2, 3, 4, 5]), ...times('11:00', '19:00', [6])],
        isWorkSaturday: true,
        isWorkSunday: false,
      }),
    ).toEqual([
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
