import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  endInit,
  haptic,
  init,
  openExternal,
  openPayment,
  parseAppMessage,
  recordScreen,
  requestPushToken,
  snackBar,
} from './bridge';
import { appendScreen, SCREEN_HISTORY_KEY } from './screen-history';

const sent = () =>
  vi.mocked(window.ReactNativeWebView!.postMessage).mock.calls.map(([raw]) => JSON.parse(raw));

beforeEach(() => window.sessionStorage.clear());
afterEach(() => {
  delete window.ReactNativeWebView;
  vi.useRealTimers();
});

describe('outside the app', () => {
  it('every call is a no-op', async () => {
    expect(init()).toBe(false);
    expect(endInit()).toBe(false);
    expect(haptic('success')).toBe(false);
    expect(snackBar('Готово')).toBe(false);
    expect(openExternal('https://example.ru/')).toBe(false);
    expect(openPayment('https://pay.example.ru/')).toBe(false);
    await expect(requestPushToken()).resolves.toBeNull();
    expect(recordScreen('/catalog/')).toEqual([]);
    expect(window.sessionStorage.getItem(SCREEN_HISTORY_KEY)).toBeNull();
  });
});

describe('inside the app', () => {
  beforeEach(() => {
    window.ReactNativeWebView = { postMessage: vi.fn() };
  });

  it('sends typed JSON messages; the snack bar lasts 5000 ms by default', () => {
    init();
    endInit();
    haptic('success');
    snackBar('Товар добавлен в корзину');
    snackBar('Коротко', 2000);
    openExternal('https://example.ru/');
    openPayment('https://pay.example.ru/1');
    expect(sent()).toEqual([
      { type: 'init' },
      { type: 'endInit' },
      { type: 'haptic', kind: 'success' },
      { type: 'snackBar', text: 'Товар добавлен в корзину', durationMs: 5000 },
      { type: 'snackBar', text: 'Коротко', durationMs: 2000 },
      { type: 'openExternal', url: 'https://example.ru/' },
      { type: 'openPayment', url: 'https://pay.example.ru/1' },
    ]);
  });

  it('asks for the push token and resolves with the app’s answer (window or document)', async () => {
    const pending = requestPushToken();
    expect(sent()).toEqual([{ type: 'requestPushToken' }]);
    window.dispatchEvent(new MessageEvent('message', { data: '{"type":"other"}' }));
    document.dispatchEvent(
      new MessageEvent('message', { data: JSON.stringify({ type: 'pushToken', token: 'fcm-1' }) }),
    );
    await expect(pending).resolves.toBe('fcm-1');
  });

  it('gives up on the push token after the timeout', async () => {
    vi.useFakeTimers();
    const pending = requestPushToken(1000);
    vi.advanceTimersByTime(1000);
    await expect(pending).resolves.toBeNull();
  });

  it('keeps the last 10 screens and sends them on every navigation', () => {
    for (let i = 1; i <= 12; i += 1) recordScreen(`/p${i}/`);
    const last = sent().at(-1);
    expect(last.type).toBe('screenHistory');
    expect(last.paths).toHaveLength(10);
    expect(last.paths[0]).toBe('/p3/');
    expect(last.paths[9]).toBe('/p12/');
    expect(JSON.parse(window.sessionStorage.getItem(SCREEN_HISTORY_KEY)!)).toEqual(last.paths);
  });

  it('a failing app call is reported, not thrown', () => {
    vi.mocked(window.ReactNativeWebView!.postMessage).mockImplementation(() => {
      throw new Error('bridge gone');
    });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(haptic()).toBe(false);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe('helpers', () => {
  it('appendScreen skips a repeat of the last path and caps at 10', () => {
    expect(appendScreen(['/a/'], '/a/')).toEqual(['/a/']);
    const long = Array.from({ length: 10 }, (_, i) => `/${i}/`);
    expect(appendScreen(long, '/new/')).toEqual([...long.slice(1), '/new/']);
  });

  it('parseAppMessage reads only well-formed push tokens', () => {
    expect(parseAppMessage({ type: 'pushToken', token: ' t ' })).toEqual({
      type: 'pushToken',
      token: 't',
    });
    expect(parseAppMessage('not json')).toBeNull();
    expect(parseAppMessage({ type: 'pushToken', token: '' })).toBeNull();
    expect(parseAppMessage(null)).toBeNull();
  });
});
