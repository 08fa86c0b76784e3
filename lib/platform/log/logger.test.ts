// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { requestIdOf, scrub } from './logger.mjs';

describe('scrub', () => {
  it.each([
    ['order for anna.petrova+shop@example.ru failed', 'order for [e-mail] failed'],
    ['sms to +7 (916) 123-45-67 refused', 'sms to [phone] refused'],
    ['sms to 89161234567 refused', 'sms to [phone] refused'],
    ['/auth/otp?phone=79161234567&code=4821', '/auth/otp?phone=[phone]&code=[masked]'],
    ['Authorization: Bearer eyJhbGciOi.abc-def', 'Authorization: Bearer [masked]'],
    ['token=abc123 session=s-1', 'token=[masked] session=[masked]'],
  ])('%s', (text, masked) => {
    expect(scrub(text)).toBe(masked);
  });

  it('leaves ordinary text, product numbers and prices alone', () => {
    const text = 'GET /product/kolco-10045946/ 200 in 12 ms, price 23690';
    expect(scrub(text)).toBe(text);
  });
});

describe('requestIdOf', () => {
  it('keeps a sane id and replaces a missing or hostile one', () => {
    const make = () => 'new-id-0001';
    expect(requestIdOf('8f14e45fceea167a5a36dedd4bea2543', make)).toBe(
      '8f14e45fceea167a5a36dedd4bea2543',
    );
    expect(requestIdOf(undefined, make)).toBe('new-id-0001');
    expect(requestIdOf('short', make)).toBe('new-id-0001');
    expect(requestIdOf('abc\ninjected log line', make)).toBe('new-id-0001');
    expect(requestIdOf(['8f14e45fceea167a', 'other'], make)).toBe('8f14e45fceea167a');
  });
});
