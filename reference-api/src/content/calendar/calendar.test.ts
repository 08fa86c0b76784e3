// @vitest-environment node
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';

import { calendarResponseSchema } from '../../../../lib/platform/api/contracts/calendar';
import { findPromo } from '../../cart/promo';
import { call, seededApp } from '../../testing/seeded-app';
import type { ContentContext } from '../context';

import { addDays, calendarDays, moscowDate, type CalendarOfferRow } from './calendar-days';
import { CALENDAR_OFFERS } from './offers';
import { calendarRoutes } from './routes';
import { seedCalendar } from './seed';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

/** The calendar routes on the seeded DB with a fixed clock. */
function appAt(iso: string): Hono {
  const ctx = { db } as ContentContext;
  return new Hono().route('/main', calendarRoutes(ctx, { now: () => new Date(iso) }));
}

const offers: CalendarOfferRow[] = [0, 1, 2].map((position) => ({
  position,
  title: `Подарок ${position + 1}`,
  text: 'Текст',
  promo_code: position === 1 ? null : `CODE${position}`,
  href: null,
}));

describe('gift calendar: open and locked days in Moscow time', () => {
  it('dates days in Moscow, whatever the clock’s own time zone', () => {
    expect(moscowDate(new Date('2026-12-01T20:59:59.999Z'))).toBe('2026-12-01');
    expect(moscowDate(new Date('2026-12-01T21:00:00.000Z'))).toBe('2026-12-02');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
  });

  it('opens a day exactly at 00:00 Moscow time, not a millisecond before', () => {
    // window of 3 days starting 1 day before today; at 23:59:59.999 on 1 Dec in Moscow
    const before = calendarDays(offers, 1, new Date('2026-12-01T20:59:59.999Z'));
    expect(before.map((day) => [day.date, day.is_open])).toEqual([
      ['2026-11-30', true],
      ['2026-12-01', true],
      ['2026-12-02', false],
    ]);
    expect(before[2]).toEqual({
      date: '2026-12-02',
      opens_at: '2026-12-02T00:00:00+03:00',
      is_open: false,
    });
    // at 00:00 Moscow the window moves with today: 1 Dec, 2 Dec (today, open), 3 Dec (locked)
    const after = calendarDays(offers, 1, new Date('2026-12-01T21:00:00.000Z'));
    expect(after.map((day) => [day.date, day.is_open])).toEqual([
      ['2026-12-01', true],
      ['2026-12-02', true],
      ['2026-12-03', false],
    ]);
    expect(after[1]?.offer).toEqual({ title: 'Подарок 2', text: 'Текст' });
    expect(after[0]?.offer).toEqual({ title: 'Подарок 1', text: 'Текст', promo_code: 'CODE0' });
  });

  it('never leaks a locked day’s offer', () => {
    const days = calendarDays(offers, 0, new Date('2026-12-01T09:00:00Z'));
    expect(days.filter((day) => !day.is_open).every((day) => day.offer === undefined)).toBe(true);
    expect(JSON.stringify(days)).not.toContain('CODE2');
  });
});

describe('main API: GET /calendar', () => {
  it('serves 24 days from 10 days before today with the open ones carrying their offers', async () => {
    const response = await call(appAt('2026-12-15T10:00:00Z'), 'GET', '/main/calendar');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { title, days } = calendarResponseSchema.parse(response.body);
    expect(title).toBe('Календарь подарков');
    expect(days).toHaveLength(24);
    expect(days[0]?.date).toBe('2026-12-05');
    expect(days[10]).toMatchObject({ date: '2026-12-15', is_open: true });
    expect(days.filter((day) => day.is_open)).toHaveLength(11);
    expect(days[0]?.offer).toMatchObject({
      title: CALENDAR_OFFERS[0]?.title,
      promo_code: 'SERGI15',
    });
    expect(days[11]).toEqual({
      date: '2026-12-16',
      opens_at: '2026-12-16T00:00:00+03:00',
      is_open: false,
    });
  });

  it('uses the real clock in the mounted app', async () => {
    const { days } = calendarResponseSchema.parse((await call(app, 'GET', '/main/calendar')).body);
    expect(days[10]?.date).toBe(moscowDate(new Date()));
  });

  it('makes the calendar’s promo codes real cart codes, seeded once', () => {
    const promo = findPromo(db, 'sergi15');
    expect(promo).toMatchObject({ kind: 'percent', value: 15 });
    const count = () =>
      db.prepare<[], { n: number }>('SELECT count(*) AS n FROM calendar_offers').get()?.n ?? 0;
    seedCalendar(db);
    expect(count()).toBe(CALENDAR_OFFERS.length);
  });
});
