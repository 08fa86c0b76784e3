import { SNACKBAR_MS } from '@/lib/shop/constants';

import { appendScreen, readScreenHistory, writeScreenHistory } from './screen-history';

/**
 * The bridge to the native app (spec 1). The app is a React Native web view:
 *
 * - the store → the app: `window.ReactNativeWebView.postMessage(JSON.stringify(message))`, where
 *   `message` is one of {@link BridgeMessage} (`{ type, …fields }`);
 * - the app → the store: a `message` event on `window` (iOS) or `document` (Android) whose `data`
 *   is one of {@link AppMessage}, as a JSON string or an object.
 *
 * Outside the app `window.ReactNativeWebView` is missing and every call is a no-op (answers false,
 * or null for the push token).
 */
export type HapticKind =
  'light' | 'medium' | 'heavy' | 'selection' | 'success' | 'warning' | 'error';

export type BridgeMessage =
  | { type: 'init' }
  | { type: 'endInit' }
  | { type: 'requestPushToken' }
  | { type: 'haptic'; kind: HapticKind }
  | { type: 'snackBar'; text: string; durationMs: number }
  | { type: 'openExternal'; url: string }
  | { type: 'openPayment'; url: string }
  | { type: 'screenHistory'; paths: string[] };

export type AppMessage = { type: 'pushToken'; token: string };

type ReactNativeWebView = { postMessage: (message: string) => void };

declare global {
  interface Window {
    ReactNativeWebView?: ReactNativeWebView;
  }
}

/** How long the store waits for the app's push token before giving up. */
export const PUSH_TOKEN_TIMEOUT_MS = 10_000;

function webView(): ReactNativeWebView | null {
  if (typeof window === 'undefined') return null;
  const view = window.ReactNativeWebView;
  return view && typeof view.postMessage === 'function' ? view : null;
}

/** True inside the app's web view (the bridge is injected). */
export function hasNativeBridge(): boolean {
  return webView() !== null;
}

/** Sends one message; false (and nothing sent) outside the app or when the app throws. */
export function postToApp(message: BridgeMessage): boolean {
  const view = webView();
  if (!view) return false;
  try {
    view.postMessage(JSON.stringify(message));
    return true;
  } catch (error) {
    console.error('[native-app] postMessage failed', error);
    return false;
  }
}

/** Reads an app message from a `message` event's data; anything else is null. */
export function parseAppMessage(data: unknown): AppMessage | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, token } = value as { type?: unknown; token?: unknown };
  if (type === 'pushToken' && typeof token === 'string' && token.trim() !== '') {
    return { type: 'pushToken', token: token.trim() };
  }
  return null;
}

export const init = () => postToApp({ type: 'init' });
export const endInit = () => postToApp({ type: 'endInit' });
export const haptic = (kind: HapticKind = 'light') => postToApp({ type: 'haptic', kind });
export const snackBar = (text: string, durationMs: number = SNACKBAR_MS) =>
  postToApp({ type: 'snackBar', text, durationMs });
export const openExternal = (url: string) => postToApp({ type: 'openExternal', url });
export const openPayment = (url: string) => postToApp({ type: 'openPayment', url });

/**
 * Asks the app for its push token. Resolves with the token from the app's `pushToken` message, or
 * null outside the app or when none arrives within `timeoutMs`.
 */
export function requestPushToken(
  timeoutMs: number = PUSH_TOKEN_TIMEOUT_MS,
): Promise<string | null> {
  if (!webView()) return Promise.resolve(null);
  return new Promise((resolve) => {
    const targets: EventTarget[] = [window, document];
    const finish = (token: string | null) => {
      clearTimeout(timer);
      for (const target of targets) target.removeEventListener('message', onMessage);
      resolve(token);
    };
    const onMessage = (event: Event) => {
      const message = parseAppMessage((event as MessageEvent).data);
      if (message?.type === 'pushToken') finish(message.token);
    };
    const timer = setTimeout(() => finish(null), timeoutMs);
    for (const target of targets) target.addEventListener('message', onMessage);
    if (!postToApp({ type: 'requestPushToken' })) finish(null);
  });
}

/**
 * Records a visited path in the native screen history (the last 10) and sends the list to the
 * app. Outside the app nothing is kept or sent. Returns the list sent (empty outside the app).
 */
export function recordScreen(path: string): string[] {
  if (!webView()) return [];
  const paths = appendScreen(readScreenHistory(), path);
  writeScreenHistory(paths);
  postToApp({ type: 'screenHistory', paths });
  return paths;
}
