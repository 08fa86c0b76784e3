import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import { initialAuthFields, useAuthStore } from '../stores/auth-store';

import { LoginModal } from './login-modal';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
}));

const post = vi.fn();

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<typeof browserClient>);
  window.localStorage.clear();
  useUiStore.setState(initialUiState);
  useAuthStore.setState({ ...initialAuthFields, userName: null });
  act(() => useUiStore.getState().openLogin());
});
afterEach(() => vi.clearAllMocks());

const phone = () => screen.getByRole('textbox', { name: /^Телефон/ });

// typing through the phone mask is slow on a loaded machine
describe('LoginModal', { timeout: 20_000 }, () => {
  it('code mode: the phone and channel, then the code input once the code is sent', async () => {
    const user = userEvent.setup();
    post.mockResolvedValue({ data: { otp_id: 'otp-1', expires_at: 'x' } });
    render(<LoginModal />);
    await user.type(phone(), '9123456789');
    expect(phone()).toHaveValue('+7 (912) 345-67-89');
    await user.click(screen.getByRole('radio', { name: 'Telegram' }));
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('textbox', { name: /^Код из сообщения/ })).toHaveFocus();
    expect(post.mock.calls[0]?.[1]).toMatchObject({ messageType: 'TELEGRAM' });
    expect(screen.getByRole('button', { name: 'Войти' })).toBeInTheDocument();
  });

  it('switching the mode clears the fields; closing clears them too', async () => {
    const user = userEvent.setup();
    render(<LoginModal />);
    await user.type(phone(), '9123456789');
    await user.click(screen.getByRole('tab', { name: 'По email' }));
    expect(screen.getByRole('tab', { name: 'По email' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'По коду' }));
    expect(phone()).toHaveValue('');
    await user.type(phone(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useUiStore.getState().openLogin());
    expect(phone()).toHaveValue('');
  });

  it('after a 429 the modal refuses that phone without calling the API', async () => {
    const user = userEvent.setup();
    post.mockRejectedValue(new ApiError({ message: 'x', status: 429, code: 'too_many_attempts' }));
    render(<LoginModal />);
    await user.type(phone(), '9123456789');
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    const message = 'Вы превысили количество попыток входа. Попробуйте снова через час';
    expect(await screen.findByText(message)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledTimes(2);
  });

  it('offers Госуслуги and T-ID', () => {
    render(<LoginModal />);
    expect(screen.getByRole('button', { name: 'Войти через Госуслуги' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Войти через T-ID' })).toBeInTheDocument();
  });
});
