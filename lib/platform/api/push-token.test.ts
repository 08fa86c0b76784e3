import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';

import { PUSH_TOKEN_STORAGE_KEY, registerPushToken, unregisterPushToken } from './push-token';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const post = vi.fn();
const del = vi.fn();

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post, delete: del } as unknown as ReturnType<
    typeof browserClient
  >);
  window.localStorage.clear();
  window.localStorage.setItem('deviceId', 'device-1');
});
afterEach(() => vi.clearAllMocks());

describe('push token', () => {
  it('registers {token, deviceId} and remembers the token', async () => {
    post.mockResolvedValue({ data: { success: true } });
    await expect(registerPushToken('fcm-1')).resolves.toBe(true);
    expect(browserClient).toHaveBeenCalledWith('main');
    expect(post).toHaveBeenCalledWith(
      '/push_token/token',
      { token: 'fcm-1', deviceId: 'device-1' },
      { silent: true },
    );
    expect(window.localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBe('fcm-1');
  });

  it('a failed registration is reported and not remembered', async () => {
    post.mockRejectedValue(new Error('down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(registerPushToken('fcm-1')).resolves.toBe(false);
    expect(window.localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
    error.mockRestore();
  });

  it('removal forgets the token even when the server fails', async () => {
    window.localStorage.setItem(PUSH_TOKEN_STORAGE_KEY, 'fcm-1');
    del.mockRejectedValue(new Error('down'));
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await unregisterPushToken();
    expect(del).toHaveBeenCalledWith('/push_token/token', {
      data: { token: 'fcm-1', deviceId: 'device-1' },
      silent: true,
    });
    expect(window.localStorage.getItem(PUSH_TOKEN_STORAGE_KEY)).toBeNull();
    error.mockRestore();
  });

  it('removal sends nothing when no token was registered', async () => {
    await unregisterPushToken();
    expect(del).not.toHaveBeenCalled();
  });
});
