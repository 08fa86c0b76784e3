import { describe, expect, it, vi } from 'vitest';

import { isSameSitePath } from '@/lib/platform/api/contracts/newsletter';
import { ApiError } from '@/lib/platform/api/errors';

import { resolveShortLink } from './resolve-short-link';

const answer = (target: string) => vi.fn().mockResolvedValue({ code: 'x', target });

describe('isSameSitePath', () => {
  it.each(['/', '/rasprodaja/', '/catalog/kolca/?sort=price', '/blog/#top', '/s/%2F%2Fx'])(
    'accepts %j',
    (target) => expect(isSameSitePath(target)).toBe(true),
  );

  it.each([
    '',
    'rasprodaja/',
    '//evil.example/',
    '///evil.example',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '\\\\evil.example',
    '/\t/evil.example',
    '/ /evil',
    '/\n/evil.example',
    'data:text/html,x',
  ])('refuses %j', (target) => expect(isSameSitePath(target)).toBe(false));
});

describe('resolveShortLink', () => {
  it('redirects to a same-site target', async () => {
    expect(await resolveShortLink('sale', answer('/rasprodaja/'))).toEqual({
      kind: 'redirect',
      target: '/rasprodaja/',
    });
  });

  it.each(['//evil.example/', 'https://evil.example/', 'javascript:alert(1)', '/\\evil'])(
    'treats the off-site target %j as invalid',
    async (target) => {
      expect(await resolveShortLink('sale', answer(target))).toEqual({ kind: 'invalid' });
    },
  );

  it.each([undefined, '', '../admin', 'a b', ['a', 'b']])(
    'does not even ask for the code %j',
    async (code) => {
      const fetcher = vi.fn();
      expect(await resolveShortLink(code, fetcher)).toEqual({ kind: 'invalid' });
      expect(fetcher).not.toHaveBeenCalled();
    },
  );

  it('calls an unknown code (404) invalid', async () => {
    const fetcher = vi.fn().mockRejectedValue(new ApiError({ message: 'x', status: 404 }));
    expect(await resolveShortLink('nope', fetcher)).toEqual({ kind: 'invalid' });
  });

  it('calls a malformed answer invalid', async () => {
    expect(await resolveShortLink('x', vi.fn().mockResolvedValue({ url: '/' }))).toEqual({
      kind: 'invalid',
    });
  });

  it('calls no answer or a 5xx unavailable', async () => {
    for (const status of [null, 500, 502]) {
      const fetcher = vi.fn().mockRejectedValue(new ApiError({ message: 'x', status }));
      expect(await resolveShortLink('sale', fetcher)).toEqual({ kind: 'unavailable' });
    }
  });
});
