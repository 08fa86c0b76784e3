import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { noteRequestWithoutAnswer } from '@/lib/platform/online-status';

import { useOnline } from './use-online';

afterEach(() => vi.restoreAllMocks());

describe('useOnline', () => {
  it('follows the browser going offline and back', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnline());
    expect(result.current).toBe(true);
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current).toBe(false);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current).toBe(true);
  });

  it('reads the status again when a request fails without an answer', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderHook(() => useOnline());
    onLine.mockReturnValue(false); // the browser knows, its event is not here yet
    act(() => noteRequestWithoutAnswer());
    expect(result.current).toBe(false);
  });
});
