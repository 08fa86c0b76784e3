import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  BACK_ONLINE_MESSAGE,
  BACK_ONLINE_MS,
  OFFLINE_MESSAGE,
  OfflineBanner,
} from './offline-banner';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function goOffline(onLine: { mockReturnValue: (value: boolean) => unknown }, offline: boolean) {
  onLine.mockReturnValue(!offline);
  act(() => void window.dispatchEvent(new Event(offline ? 'offline' : 'online')));
}

describe('OfflineBanner', () => {
  it('is an empty polite status while online, says so offline and when the network is back', () => {
    vi.useFakeTimers();
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    render(<OfflineBanner />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();

    goOffline(onLine, true);
    expect(status).toHaveTextContent(OFFLINE_MESSAGE);

    goOffline(onLine, false);
    expect(status).toHaveTextContent(BACK_ONLINE_MESSAGE);
    act(() => void vi.advanceTimersByTime(BACK_ONLINE_MS));
    expect(status).toBeEmptyDOMElement();
  });
});
