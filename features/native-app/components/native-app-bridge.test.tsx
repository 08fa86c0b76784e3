import { render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import { NativeAppBridge } from './native-app-bridge';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
const refresh = vi.fn();
vi.mock('next/navigation', () => ({
  usePathname: () => '/catalog/kolca/',
  useRouter: () => ({ refresh }),
}));

const post = vi.fn();

function sentTypes() {
  return vi
    .mocked(window.ReactNativeWebView!.postMessage)
    .mock.calls.map(([raw]) => (JSON.parse(raw) as { type: string }).type);
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<typeof browserClient>);
  post.mockResolvedValue({ data: { success: true } });
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.cookie = 'app_mode=; path=/; max-age=0';
  window.history.replaceState(null, '', '/');
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => {
  delete window.ReactNativeWebView;
  vi.clearAllMocks();
});

describe('NativeAppBridge', () => {
  it('does nothing in a plain browser', () => {
    useSessionStore.setState({ loggedIn: true });
    render(<NativeAppBridge serverAppMode={false} />);
    expect(post).not.toHaveBeenCalled();
    expect(refresh).not.toHaveBeenCalled();
    expect(window.sessionStorage.length).toBe(0);
  });

  it('in the app: init, end-init, the screen, then the push token of a signed-in customer', async () => {
    window.ReactNativeWebView = { postMessage: vi.fn() };
    window.localStorage.setItem('deviceId', 'device-1');
    useSessionStore.setState({ loggedIn: true });
    render(<NativeAppBridge serverAppMode />);
    expect(sentTypes()).toEqual(['init', 'endInit', 'requestPushToken', 'screenHistory']);
    window.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'pushToken', token: 'fcm-9' }) }),
    );
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/push_token/token',
        { token: 'fcm-9', deviceId: 'device-1' },
        { silent: true },
      ),
    );
  });

  it('asks no push token for a guest', () => {
    window.ReactNativeWebView = { postMessage: vi.fn() };
    render(<NativeAppBridge serverAppMode />);
    expect(sentTypes()).not.toContain('requestPushToken');
  });

  it('?app=1 stores the app_mode cookie and refreshes a page rendered without it', () => {
    window.history.replaceState(null, '', '/?app=1');
    render(<NativeAppBridge serverAppMode={false} />);
    expect(document.cookie).toContain('app_mode=1');
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('?app=1 on a page already in app mode refreshes nothing', () => {
    document.cookie = 'app_mode=1; path=/';
    window.history.replaceState(null, '', '/?app=1');
    render(<NativeAppBridge serverAppMode />);
    expect(refresh).not.toHaveBeenCalled();
  });
});
