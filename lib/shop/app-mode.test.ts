import { describe, expect, it } from 'vitest';

import { cookieForQuery, detectAppMode, isAppUserAgent } from '@/lib/shop/app-mode';

const SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile';

describe('app mode', () => {
  it('is on with the user-agent token, whatever the cookie says', () => {
    expect(isAppUserAgent(`${SAFARI} JewelleryApp/3.2.0`)).toBe(true);
    expect(detectAppMode({ userAgent: `${SAFARI} JewelleryApp/3.2.0`, cookie: null })).toBe(true);
  });

  it('is on with the app_mode=1 cookie or the ?app=1 flag, off otherwise', () => {
    expect(detectAppMode({ userAgent: SAFARI, cookie: '1' })).toBe(true);
    expect(detectAppMode({ userAgent: SAFARI, cookie: null, query: '1' })).toBe(true);
    expect(detectAppMode({ userAgent: SAFARI, cookie: null })).toBe(false);
    expect(detectAppMode({ userAgent: SAFARI, cookie: '0' })).toBe(false);
    expect(detectAppMode({})).toBe(false);
  });

  it('?app=0 switches a remembered app mode off', () => {
    expect(detectAppMode({ userAgent: SAFARI, cookie: '1', query: '0' })).toBe(false);
    expect(cookieForQuery('0')).toBeNull();
    expect(cookieForQuery('1')).toBe('1');
    expect(cookieForQuery(null)).toBeUndefined();
    expect(cookieForQuery('yes')).toBeUndefined();
  });
});
