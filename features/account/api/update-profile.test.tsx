import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';

import { makeProfile } from '../testing/render-account';

import { accountKeys } from './account-keys';
import { getProfile } from './get-profile';
import { useUpdateProfile } from './update-profile';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };

afterEach(() => vi.clearAllMocks());

function renderSave() {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useUpdateProfile(), { wrapper }) };
}

describe('useUpdateProfile', () => {
  it('puts the saved profile into the profile query', async () => {
    const { client, result } = renderSave();
    http.post.mockResolvedValue({ data: { profile: makeProfile({ name: 'Мария' }) } });
    await act(() => result.current.mutateAsync({ name: 'Мария' }));
    expect(http.post).toHaveBeenCalledWith(
      '/update-profile',
      { profile: { name: 'Мария' } },
      { silent: true },
    );
    expect(client.getQueryData(accountKeys.profile())).toMatchObject({ name: 'Мария' });
  });

  it('a read of the profile still on its way when the save answers does not put the older one back', async () => {
    const { client, result } = renderSave();
    let answerRead: (name: string) => void = () => {};
    http.get.mockReturnValueOnce(
      new Promise((resolve) => {
        answerRead = (name) => resolve({ data: { profile: makeProfile({ name }) } });
      }),
    );
    // the read left before the save (a refetch when the window got focus, say)
    const read = client.fetchQuery({ queryKey: accountKeys.profile(), queryFn: getProfile }).then(
      () => 'landed',
      () => 'dropped',
    );
    await waitFor(() => expect(http.get).toHaveBeenCalled());
    http.post.mockResolvedValue({ data: { profile: makeProfile({ name: 'Мария' }) } });
    await act(() => result.current.mutateAsync({ name: 'Мария' }));
    answerRead('Анна'); // older: what the profile was before the save
    expect(await read).toBe('dropped'); // cancelled by the save's answer
    expect(client.getQueryData(accountKeys.profile())).toMatchObject({ name: 'Мария' });
  });
});
