import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { useNearViewport } from './use-near-viewport';

afterEach(() => vi.restoreAllMocks());

/** jsdom has no IntersectionObserver: the element counts as near at once. */
function renderNear() {
  return renderHook(() => {
    const near = useNearViewport<HTMLDivElement>();
    near.ref.current ??= document.createElement('div');
    return near;
  });
}

describe('useNearViewport', () => {
  it('is near once the element is near, online', async () => {
    vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    const { result } = renderNear();
    await waitFor(() => expect(result.current.near).toBe(true));
  });

  it('waits for the connection offline, then stays near when it drops again', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const { result } = renderNear();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current.near).toBe(false);
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(result.current.near).toBe(true);
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(result.current.near).toBe(true);
  });
});
