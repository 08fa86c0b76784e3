import { afterEach, describe, expect, it } from 'vitest';

import { ApiError } from './errors';
import { onHttpEvent, type HttpEvent } from './http-events';
import { isSessionFailure, passOnSessionFailure, passSessionFailure } from './session-failure';

const failure = (status: number | null) => new ApiError({ message: 'x', status, url: '/api/x' });

describe('session failures of silent calls', () => {
  const seen: HttpEvent[] = [];
  const stop = onHttpEvent((event) => seen.push(event));
  afterEach(() => {
    seen.length = 0;
  });

  it('passes a 401 and a 429 on to the app shell, and nothing else', () => {
    expect(passSessionFailure(failure(401))).toBe(true);
    expect(passSessionFailure(failure(429))).toBe(true);
    expect(passSessionFailure(failure(404))).toBe(false);
    expect(passSessionFailure(failure(null))).toBe(false);
    expect(passSessionFailure(new Error('plain'))).toBe(false);
    expect(seen.map((event) => event.action)).toEqual(['logout', 'too-many-requests']);
    stop();
  });

  it('throws the error on after passing it', () => {
    const error = failure(500);
    expect(() => passOnSessionFailure(error)).toThrow(error);
    expect(isSessionFailure(failure(401))).toBe(true);
    expect(isSessionFailure(error)).toBe(false);
  });
});
