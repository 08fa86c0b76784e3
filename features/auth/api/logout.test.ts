import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import { logout } from './logout';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const post = vi.fn();
const del = vi.fn();

function signIn() {
  const storage = window.localStorage;
  storage.setItem('accessToken', 'access-1');
  storage.setItem('profileToken', 'profile-1');
  storage.setItem('userId', '7');
  storage.setItem('userName', 'Анна');
  storage.setItem('wishlistCount', '3');
  storage.setItem('deviceId', 'device-1');
  useSessionStore.getState().hydrate();
}

function expectSignedOut() {
  for (const key of ['accessToken', 'profileToken', 'userId', 'userName', 'wishlistCount']) {
    expect(window.localStorage.getItem(key)).toBeNull();
  }
  expect(useSessionStore.getState()).toMatchObject({ loggedIn: false, userName: null });
  expect(useUiStore.getState().logoutModalOpen).toBe(true);
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post, delete: del } as unknown as ReturnType<
    typeof browserClient
  >);
  window.localStorage.clear();
  useSessionStore.setState(initialSessionState);
  useUiStore.setState(initialUiState);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('logout', () => {
  it('calls the logout endpoint, removes the push token and clears the session', async () => {
    signIn();
    window.localStorage.setItem('pushToken', 'fcm-1');
    post.mockResolvedValue({ data: { success: true } });
    del.mockResolvedValue({ data: { success: true } });
    await logout();
    expect(post).toHaveBeenCalledWith('/auth/logout', {}, { silent: true });
    expect(del).toHaveBeenCalledWith('/push_token/token', {
      data: { token: 'fcm-1', deviceId: 'device-1' },
      silent: true,
    });
    expect(window.localStorage.getItem('pushToken')).toBeNull();
    expectSignedOut();
  });

  it('clears the session and shows the logout modal even when the server fails', async () => {
    signIn();
    window.localStorage.setItem('pushToken', 'fcm-1');
    post.mockRejectedValue(new ApiError({ message: 'Ошибка сервера', status: 500 }));
    del.mockRejectedValue(new ApiError({ message: 'нет ответа', status: null }));
    await expect(logout()).resolves.toBeUndefined();
    expectSignedOut();
  });

  it('does not call the push-token endpoint when the device has no push token', async () => {
    signIn();
    post.mockResolvedValue({ data: { success: true } });
    await logout();
    expect(del).not.toHaveBeenCalled();
    expectSignedOut();
  });
});
