import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';

import { getQueryClient } from './get-query-client';
import { useQuery, useQueryClient } from './react-query';

afterEach(() => getQueryClient().clear());

describe('React Query without a provider around the app', () => {
  it('uses the browser’s one client when no provider is mounted', async () => {
    const { result } = renderHook(() => ({
      client: useQueryClient(),
      query: useQuery({ queryKey: ['answer'], queryFn: () => Promise.resolve(42) }),
    }));
    expect(result.current.client).toBe(getQueryClient());
    await waitFor(() => expect(result.current.query.data).toBe(42));
    expect(getQueryClient().getQueryData(['answer'])).toBe(42);
  });

  it('uses a provider’s client when there is one (the unit tests)', async () => {
    const own = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={own}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(
      () => ({
        client: useQueryClient(),
        query: useQuery({ queryKey: ['answer'], queryFn: () => Promise.resolve(7) }),
      }),
      { wrapper },
    );
    expect(result.current.client).toBe(own);
    await waitFor(() => expect(result.current.query.data).toBe(7));
    expect(getQueryClient().getQueryData(['answer'])).toBeUndefined();
  });
});
