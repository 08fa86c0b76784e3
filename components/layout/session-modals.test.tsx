import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { initialUiState, useUiStore } from '@/stores/ui-store';

import { LogoutModal } from './logout-modal';
import { TooManyRequestsModal } from './too-many-requests-modal';

const assign = vi.fn();

beforeEach(() => {
  useUiStore.setState(initialUiState);
  vi.stubGlobal('location', { ...window.location, assign });
  assign.mockReset();
});

afterEach(() => vi.unstubAllGlobals());

describe('LogoutModal', () => {
  it('opens from the store and ПРОДОЛЖИТЬ goes home', async () => {
    render(<LogoutModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => useUiStore.getState().openLogoutModal());
    const dialog = screen.getByRole('dialog', { name: 'Похоже, ваша сессия истекла' });
    expect(dialog).toHaveTextContent(
      'Вы вышли из личного кабинета. Пожалуйста, авторизуйтесь заново',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }));
    expect(useUiStore.getState().logoutModalOpen).toBe(false);
    expect(assign).toHaveBeenCalledWith('/');
  });
});

describe('TooManyRequestsModal', () => {
  it('opens from the store and ПРОДОЛЖИТЬ closes it', async () => {
    render(<TooManyRequestsModal />);
    act(() => useUiStore.getState().openTooManyRequests());
    expect(screen.getByRole('dialog', { name: 'Слишком много запросов' })).toHaveTextContent(
      'Вы отправили слишком много запросов. Подождите немного и попробуйте снова.',
    );
    await userEvent.setup().click(screen.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useUiStore.getState().tooManyRequestsOpen).toBe(false);
  });
});
