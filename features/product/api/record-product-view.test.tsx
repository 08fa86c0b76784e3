import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { postBeacon } from '@/lib/platform/api/beacon';

import { ProductViewTracker } from '../components/product-view-tracker';

vi.mock('@/lib/platform/api/beacon', () => ({ postBeacon: vi.fn() }));

afterEach(() => vi.clearAllMocks());

describe('ProductViewTracker', () => {
  it('counts one view per page view with the device id, quietly', async () => {
    vi.mocked(postBeacon).mockResolvedValue(false); // the service refused: nothing to show
    render(
      <StrictMode>
        <ProductViewTracker slug="kolco 1" />
      </StrictMode>,
    );
    await waitFor(() => expect(postBeacon).toHaveBeenCalledOnce());
    expect(postBeacon).toHaveBeenCalledWith('catalog', '/product/view/kolco%201', {
      deviceId: localStorage.getItem('deviceId'),
    });
    expect(localStorage.getItem('deviceId')).toBeTruthy();
  });

  it('counts again when the shopper moves on to another product', async () => {
    vi.mocked(postBeacon).mockResolvedValue(true);
    const { rerender } = render(<ProductViewTracker slug="a" />);
    rerender(<ProductViewTracker slug="b" />);
    await waitFor(() => expect(postBeacon).toHaveBeenCalledTimes(2));
    expect(vi.mocked(postBeacon).mock.calls.map((call) => call[1])).toEqual([
      '/product/view/a',
      '/product/view/b',
    ]);
  });
});
