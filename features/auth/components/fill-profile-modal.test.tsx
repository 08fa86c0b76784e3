import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Profile } from '@/lib/platform/api/contracts/core';
import { ApiError } from '@/lib/platform/api/errors';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import { FillProfileModal } from './fill-profile-modal';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const post = vi.fn();
const PROFILE: Profile = {
  surname: null,
  name: null,
  patronymic: null,
  birth_date: '14.05.1990',
  email: null,
  sex: null,
  is_subscribed: true,
  phone: '+7 (912) 345-67-89',
};

function renderModal(onSaved = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <FillProfileModal profile={PROFILE} onClose={vi.fn()} onSaved={onSaved} />
    </QueryClientProvider>,
  );
  return onSaved;
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<typeof browserClient>);
  useSessionStore.setState({ ...initialSessionState, hydrated: true, loggedIn: true });
});
afterEach(() => vi.clearAllMocks());

describe('FillProfileModal', { timeout: 20_000 }, () => {
  it('save stays disabled until a change and while invalid («Недопустимый формат»)', async () => {
    const user = userEvent.setup();
    renderModal();
    const save = screen.getByRole('button', { name: 'Сохранить' });
    expect(save).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Ольга1');
    expect(await screen.findByText('Недопустимый формат')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: /^Имя/ }));
    await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Ольга');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'olga@example.ru');
    expect(save).toBeEnabled();
  });

  it('a taken e-mail shows «Пользователь с таким email уже существует»; success saves the name', async () => {
    const user = userEvent.setup();
    // the core service's answer (reference-api/src/core/customers.ts)
    const taken = 'Пользователь с таким email уже существует';
    post.mockRejectedValueOnce(
      new ApiError({
        message: taken,
        status: 422,
        code: 'email_exists',
        fieldErrors: { email: [taken] },
      }),
    );
    const onSaved = renderModal();
    await user.type(screen.getByRole('textbox', { name: /^Имя/ }), 'Ольга');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'demo@zoloto.test');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    const email = screen.getByRole('textbox', { name: /^Email/ });
    await vi.waitFor(() => expect(email).toHaveAccessibleDescription(taken));
    expect(email).toHaveFocus();
    expect(post).toHaveBeenCalledWith(
      '/update-profile',
      { profile: { name: 'Ольга', birth_date: '14.05.1990', email: 'demo@zoloto.test' } },
      { silent: true },
    );
    expect(onSaved).not.toHaveBeenCalled();

    post.mockResolvedValueOnce({
      data: { profile: { ...PROFILE, name: 'Ольга', email: 'olga@example.ru' } },
    });
    await user.clear(screen.getByRole('textbox', { name: /^Email/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'olga@example.ru');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(useSessionStore.getState().userName).toBe('Ольга');
  });
});
