import { describe, expect, it } from 'vitest';

import { countdownParts, formatCountdown, formatMoscowEnd } from './countdown';

const END = '2026-11-11T23:59:59+03:00';
const at = (iso: string) => Date.parse(iso);

describe('countdown', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    const parts = countdownParts(END, at('2026-11-09T20:58:57+03:00'));
    expect(parts).toEqual({ ended: false, days: 2, hours: 3, minutes: 1, seconds: 2 });
    expect(formatCountdown(parts)).toBe('2 дн. 03:01:02');
  });

  it('drops the days on the last day', () => {
    expect(formatCountdown(countdownParts(END, at('2026-11-11T23:00:00+03:00')))).toBe('00:59:59');
  });

  it('has ended at and after the end', () => {
    expect(countdownParts(END, at(END)).ended).toBe(true);
    expect(countdownParts(END, at(END) + 60_000)).toEqual({
      ended: true,
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 0,
    });
  });

  it('names the end in Moscow time whatever the offset of the instant', () => {
    expect(formatMoscowEnd('2026-11-11T20:59:59Z')).toBe('11 ноября 2026 г. в 23:59 (МСК)');
  });
});
