import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from '@/lib/platform/api/errors';

import { PAGE_CACHE_FILL_HEADER, takeFill } from './render-health';

const takeFillHealth = (fillId: string) => takeFill(fillId).health;

const requestHeaders = vi.hoisted(() => ({ current: new Headers() as Headers | null }));
vi.mock('server-only', () => ({}));
vi.mock('next/headers', () => ({
  headers: async () => {
    if (!requestHeaders.current) throw new Error('headers() outside a request scope');
    return requestHeaders.current;
  },
}));

const { isOutage, markPageUnavailable, markRenderDegraded } = await import('./mark-degraded');

const outage = new ApiError({ message: 'down', status: null });

describe('isOutage', () => {
  it.each([
    ['no answer', new ApiError({ message: 'x', status: null }), true],
    ['a server error', new ApiError({ message: 'x', status: 503 }), true],
    ['too many requests', new ApiError({ message: 'x', status: 429 }), true],
    ['an unexpected error', new TypeError('x'), true],
    ['not found', new ApiError({ message: 'x', status: 404 }), false],
    ['a refused input', new ApiError({ message: 'x', status: 422 }), false],
  ])('%s → %s', (_, error, expected) => {
    expect(isOutage(error)).toBe(expected);
  });
});

describe('markRenderDegraded', () => {
  beforeEach(() => {
    requestHeaders.current = new Headers();
  });

  it('marks the fill the render belongs to when a service is out', async () => {
    requestHeaders.current = new Headers({ [PAGE_CACHE_FILL_HEADER]: 'token.1' });
    await markRenderDegraded(outage);
    expect(takeFillHealth('token.1')).toBe('degraded');
    expect(takeFillHealth('token.1')).toBe('ok'); // taken once
  });

  it('leaves the fill alone for a 404 (the content answer of the service)', async () => {
    requestHeaders.current = new Headers({ [PAGE_CACHE_FILL_HEADER]: 'token.2' });
    await markRenderDegraded(new ApiError({ message: 'x', status: 404 }));
    expect(takeFillHealth('token.2')).toBe('ok');
  });

  it('a page without its own data marks its fill unavailable, which a later outage keeps', async () => {
    requestHeaders.current = new Headers({ [PAGE_CACHE_FILL_HEADER]: 'token.3' });
    await markPageUnavailable();
    await markRenderDegraded(outage);
    expect(takeFillHealth('token.3')).toBe('unavailable');
  });

  it('does nothing for a render that is not a fill, or outside a request', async () => {
    await expect(markRenderDegraded(outage)).resolves.toBeUndefined();
    requestHeaders.current = null;
    await expect(markRenderDegraded(outage)).resolves.toBeUndefined();
  });
});
