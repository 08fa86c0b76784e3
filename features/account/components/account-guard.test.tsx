import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import { renderAccount } from '../testing/render-account';

import { AccountGuard, GUEST_MESSAGE } from './account-guard';

afterEach(() => {
  useSessionStore.setState(initialSessionState);
  useUiStore.setState(initialUiState);
  window.localStorage.clear();
});

describe('AccountGuard', () => {
  it('shows a guest no account content and opens the login modal', async () => {
    const user = userEvent.setup();
    renderAccount(
      <AccountGuard>
        <p>Заказ № Z-1</p>
      </AccountGuard>,
    );
    expect(await screen.findByText(GUEST_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText('Заказ № Z-1')).not.toBeInTheDocument();
    expect(useUiStore.getState().loginModal.open).toBe(true);

    useUiStore.getState().closeLogin();
    await user.click(screen.getByRole('button', { name: 'Войти' }));
    expect(useUiStore.getState().loginModal.open).toBe(true);
  });

  it('shows the page to a signed-in customer', async () => {
    window.localStorage.setItem('accessToken', 'token-1');
    renderAccount(
      <AccountGuard>
        <p>Заказ № Z-1</p>
      </AccountGuard>,
    );
    expect(await screen.findByText('Заказ № Z-1')).toBeInTheDocument();
    expect(screen.queryByText(GUEST_MESSAGE)).not.toBeInTheDocument();
    expect(useUiStore.getState().loginModal.open).toBe(false);
  });
});
