import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { Providers } from '@/app/providers';
import { ApiError } from '@/lib/platform/api/errors';
import { emitHttpEvent } from '@/lib/platform/api/http-events';
import { clearStoredSession } from '@/lib/platform/browser-session';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

/** The keys that make up a customer's session in the browser (spec 3 «Stored in the browser»). */
const SESSION = {
  accessToken: 'access-1',
  profileToken: 'profile-1',
  userId: '7',
  userName: 'Анна',
  wishlistCount: '3',
};

function signIn() {
  for (const [key, value] of Object.entries(SESSION)) window.localStorage.setItem(key, value);
  window.localStorage.setItem('deviceId', 'device-1');
  useSessionStore.getState().hydrate();
  expect(useSessionStore.getState().loggedIn).toBe(true);
}

const storedSession = () =>
  Object.keys(SESSION).map((key) => [key, window.localStorage.getItem(key)]);
const cleared = Object.keys(SESSION).map((key) => [key, null]);

const settings = {
  supportPhone: '8 800 000-00-00',
  messengerUrl: 'https://t.me/store',
  goldBarsUrl: 'https://example.ru/bars',
  fullReloadNavigation: false,
  apiTimeoutMs: 10_000,
};

beforeEach(() => {
  window.localStorage.clear();
  useSessionStore.setState(initialSessionState);
  useUiStore.setState(initialUiState);
});
afterEach(() => {
  window.localStorage.clear();
});

describe('clearing the session', () => {
  it('clearStoredSession removes every session key and keeps the device id', () => {
    signIn();
    clearStoredSession();
    expect(storedSession()).toEqual(cleared);
    expect(window.localStorage.getItem('deviceId')).toBe('device-1');
  });

  it('the session store’s clear() empties storage and state', () => {
    signIn();
    useSessionStore.getState().clear();
    expect(storedSession()).toEqual(cleared);
    expect(useSessionStore.getState()).toMatchObject({
      hydrated: true,
      loggedIn: false,
      userName: null,
      userId: null,
    });
  });

  it('a 401 reported by the HTTP layer clears the session and opens the logout modal', () => {
    signIn();
    const { unmount } = render(
      <Providers settings={settings}>
        <p>страница</p>
      </Providers>,
    );
    emitHttpEvent({
      action: 'logout',
      error: new ApiError({ message: 'Ошибка аутентификации', status: 401 }),
    });
    expect(storedSession()).toEqual(cleared);
    expect(useSessionStore.getState().loggedIn).toBe(false);
    expect(useUiStore.getState().logoutModalOpen).toBe(true);
    unmount();
  });

  it('other failures leave the session alone and show their message in a toast', async () => {
    signIn();
    const { unmount } = render(
      <Providers settings={settings}>
        <p>страница</p>
      </Providers>,
    );
    emitHttpEvent({
      action: 'message',
      error: new ApiError({ message: 'Ошибка сервера', status: 500 }),
    });
    expect(storedSession()).toEqual(Object.entries(SESSION));
    expect(useSessionStore.getState().loggedIn).toBe(true);
    expect(useUiStore.getState().logoutModalOpen).toBe(false);
    // the toast loads react-toastify on demand (lib/platform/toast.ts): waiting for it also keeps that
    // import inside the test instead of after the environment is torn down
    expect(await screen.findByText('Ошибка сервера')).toBeVisible();
    unmount();
  });
});
