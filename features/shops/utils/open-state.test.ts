import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ShopWorkTime } from '@/lib/platform/api/contracts/shops';
import type { ShopHours } from '@/lib/shop/shop-hours';

import { moscowClock, openState, openStateText } from './open-state';

const week = (start: string, end: string, days = [1, 2, 3, 4, 5, 6, 7]): ShopWorkTime[] =>
  days.map((day) => ({ day, start_time: start, end_time: end }));

const mall: ShopHours = {
  work_times: week('10:00', '22:00'),
  isWorkSaturday: true,
  isWorkSunday: true,
};
/** Weekdays 10–20, Saturday 11–19, Sunday off. */
const street: ShopHours = {
  work_times: [...week('10:00', '20:00', [1, 2, 3, 4, 5]), ...week('11:00', '19:00', [6])],
  isWorkSaturday: true,
  isWorkSunday: false,
};

/** A Moscow wall-clock time (UTC+3) as an instant. 2026-11-23 is a Monday. */
const msk = (date: string, time: string) => new Date(`${date}T${time}:00+03:00`);
const text = (shop: ShopHours, date: string, time: string) =>
  openStateText(openState(shop, msk(date, time)));

afterEach(() => vi.unstubAllEnvs());

describe('Moscow clock', () => {
  it('is UTC+3 with no DST, winter and summer alike', () => {
    expect(moscowClock(new Date('2026-01-15T21:30:00Z'))).toEqual({ day: 5, minutes: 30 });
    expect(moscowClock(new Date('2026-07-15T21:30:00Z'))).toEqual({ day: 4, minutes: 30 });
    expect(moscowClock(new Date('2026-11-22T20:59:00Z'))).toEqual({
      day: 7,
      minutes: 23 * 60 + 59,
    });
    expect(moscowClock(new Date('2026-11-22T21:00:00Z'))).toEqual({ day: 1, minutes: 0 });
  });

  it('does not depend on the machine time zone', () => {
    const instant = msk('2026-11-23', '21:59');
    for (const zone of ['UTC', 'America/New_York', 'Asia/Tokyo', 'Europe/Moscow']) {
      vi.stubEnv('TZ', zone);
      expect(moscowClock(instant)).toEqual({ day: 1, minutes: 21 * 60 + 59 });
      expect(openStateText(openState(mall, instant))).toBe('Открыто до 22:00');
    }
  });
});

describe('open-now state', () => {
  it('weekdays: open between opening and closing, boundaries included / excluded', () => {
    expect(text(mall, '2026-11-23', '09:59')).toBe('Закрыто, откроется в 10:00');
    expect(text(mall, '2026-11-23', '10:00')).toBe('Открыто до 22:00');
    expect(text(mall, '2026-11-23', '15:30')).toBe('Открыто до 22:00');
    expect(text(mall, '2026-11-23', '21:59')).toBe('Открыто до 22:00');
    expect(text(mall, '2026-11-23', '22:00')).toBe('Закрыто, откроется завтра в 10:00');
    expect(text(mall, '2026-11-23', '00:00')).toBe('Закрыто, откроется в 10:00');
  });

  it('Saturday keeps its own hours', () => {
    expect(text(street, '2026-11-28', '10:30')).toBe('Закрыто, откроется в 11:00');
    expect(text(street, '2026-11-28', '11:00')).toBe('Открыто до 19:00');
    expect(text(street, '2026-11-27', '20:00')).toBe('Закрыто, откроется завтра в 11:00');
  });

  it('a Sunday off: «Закрыто сегодня» and Saturday evening points to Monday', () => {
    expect(text(street, '2026-11-29', '12:00')).toBe('Закрыто сегодня, откроется завтра в 10:00');
    expect(text(street, '2026-11-28', '19:00')).toBe('Закрыто, откроется в понедельник в 10:00');
  });

  it('the weekend flags win over work_times entries', () => {
    const flagged: ShopHours = { ...mall, isWorkSaturday: false, isWorkSunday: false };
    expect(text(flagged, '2026-11-28', '12:00')).toBe(
      'Закрыто сегодня, откроется в понедельник в 10:00',
    );
    expect(text(flagged, '2026-11-27', '23:00')).toBe('Закрыто, откроется в понедельник в 10:00');
  });

  it('late hours run to midnight; a shop with no hours is just closed', () => {
    const late: ShopHours = { ...mall, work_times: week('10:00', '24:00') };
    expect(text(late, '2026-11-23', '23:59')).toBe('Открыто до 24:00');
    expect(text(late, '2026-11-24', '00:00')).toBe('Закрыто, откроется в 10:00');
    const none: ShopHours = { work_times: [], isWorkSaturday: true, isWorkSunday: true };
    expect(openState(none, msk('2026-11-23', '12:00'))).toEqual({
      open: false,
      dayOff: true,
      next: null,
    });
    expect(text(none, '2026-11-23', '12:00')).toBe('Закрыто сегодня');
  });

  it('an entry that closes before it opens counts as a day off', () => {
    const reversed: ShopHours = { ...mall, work_times: week('22:00', '10:00') };
    expect(text(reversed, '2026-11-23', '23:00')).toBe('Закрыто сегодня');
  });
});
