import { describe, expect, it } from 'vitest';

import { formatShowRange, formatShowStart } from './show-time';

const NOW = new Date('2026-11-22T20:30:00Z'); // 23:30 MSK, 22 November

describe('show times in Moscow time', () => {
  it('says today, tomorrow or the date', () => {
    expect(formatShowStart('2026-11-22T20:45:00Z', NOW)).toBe('сегодня в 23:45');
    expect(formatShowStart('2026-11-23T06:00:00Z', NOW)).toBe('завтра в 09:00');
    expect(formatShowStart('2026-11-24T06:00:00Z', NOW)).toBe('24 ноября в 09:00');
  });

  it('formats a show range', () => {
    expect(formatShowRange('2026-11-23T06:00:00Z', '2026-11-23T10:00:00Z')).toBe('09:00–13:00');
  });
});
