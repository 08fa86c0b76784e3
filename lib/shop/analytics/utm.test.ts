import { afterEach, describe, expect, it } from 'vitest';

import { readUtm, UTM_MAX_AGE_S, utmFromSearch, utmSetCookies } from './utm';

const clearCookies = () => {
  for (const part of document.cookie.split('; ')) {
    const name = part.split('=')[0];
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
};
afterEach(clearCookies);

describe('utm (spec 9: utm cookies 30 days)', () => {
  it('reads the five fields of a landing address, cleaned and cut at 200 characters', () => {
    const search = new URLSearchParams({
      utm_source: ' yandex ',
      utm_medium: 'cpc\u0000\n',
      utm_term: 'я'.repeat(300),
      utm_content: '   ',
      utm_id: 'ignored',
    });
    expect(utmFromSearch(search)).toEqual({
      source: 'yandex',
      medium: 'cpc',
      term: 'я'.repeat(200),
    });
  });

  it('is null for an address that names no campaign', () => {
    expect(utmFromSearch(new URLSearchParams('gclid=1&utm_source='))).toBeNull();
  });

  it('makes a cookie per field for 30 days and removes the fields a new campaign lacks', () => {
    expect(UTM_MAX_AGE_S).toBe(2_592_000);
    expect(utmSetCookies({ source: 'vk', campaign: 'кольца' }, false)).toEqual([
      'utm_source=vk; Max-Age=2592000; Path=/; SameSite=Lax',
      'utm_medium=; Max-Age=0; Path=/; SameSite=Lax',
      'utm_campaign=%D0%BA%D0%BE%D0%BB%D1%8C%D1%86%D0%B0; Max-Age=2592000; Path=/; SameSite=Lax',
      'utm_term=; Max-Age=0; Path=/; SameSite=Lax',
      'utm_content=; Max-Age=0; Path=/; SameSite=Lax',
    ]);
  });

  it('reads back what the cookies keep, for the order', () => {
    expect(readUtm()).toBeUndefined();
    document.cookie = 'utm_source=vk; path=/';
    document.cookie = `utm_campaign=${encodeURIComponent('кольца')}; path=/`;
    document.cookie = 'utm_medium=%E0%A4%A; path=/'; // malformed: read as none, never thrown
    expect(readUtm()).toEqual({ source: 'vk', campaign: 'кольца' });
  });
});
