import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/api/browser';
import { ApiError } from '@/lib/api/errors';

import { ProductViewTracker } from '../components/product-view-tracker';

vi.mock('@/lib/api/browser', () => ({ browserClient: vi.fn() }));

const post = vi.fn();

afterEach(() => vi.clearAllMocks());

describe('ProductViewTracker', () => {
  it('counts one view per page view with the device id, quietly', async () => {
    vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<
      typeof browserClient
    >);
    post.mockRejectedValue(new ApiError({ status: 500, message: 'down' }));
    render(
      <StrictMode>
        <QueryClientProvider client={new QueryClient()}>
          <ProductViewTracker slug="kolco-1" />
        </QueryClientProvider>
      </StrictMode>,
    );
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(browserClient).toHaveBeenCalledWith('catalog');
    expect(post).toHaveBeenCalledWith(
      '/product/view/kolco-1',
      { deviceId: localStorage.getItem('deviceId') },
      { silent: true },
    );
  });
});
