import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/lib/shop/constants';

import { assetReloadGuardSource } from './asset-reload-guard';

/** Runs the exact inline source the page ships, in a window whose reload is observed. */
function installShippedGuard() {
  const reload = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...window.location, reload },
  });
  new Function(assetReloadGuardSource())();
  return reload;
}

function failScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  document.body.append(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
}

describe('asset-failure reload guard (spec 2.2)', () => {
  const originalLocation = window.location;
  beforeEach(() => {
    window.sessionStorage.clear();
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  });

  it('reloads when a /_next/ script fails, once per 60 s', () => {
    const reload = installShippedGuard();
    failScript('/_next/static/chunks/app.js');
    failScript('/_next/static/chunks/app.js');
    expect(reload).toHaveBeenCalledOnce();
    expect(window.sessionStorage.getItem(STORAGE_KEYS.reloadGuard)).toBe(String(Date.now()));
    vi.setSystemTime(Date.now() + 60_000);
    failScript('/_next/static/chunks/app.js');
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('reloads for a failed stylesheet and a chunk-load rejection, not for other failures', () => {
    const reload = installShippedGuard();
    failScript('https://api-maps.yandex.ru/2.1/?lang=ru_RU');
    const image = document.createElement('img');
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    window.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: new Error('network down') }),
    );
    expect(reload).not.toHaveBeenCalled();

    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = '/_next/static/chunks/app.css';
    document.head.append(link);
    link.dispatchEvent(new Event('error'));
    expect(reload).toHaveBeenCalledOnce();

    window.sessionStorage.clear();
    const chunkError = Object.assign(new Error('Loading chunk 42 failed.'), {
      name: 'ChunkLoadError',
    });
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: chunkError }));
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a stamp from the future as stale', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.reloadGuard, String(Date.now() + 3_600_000));
    const reload = installShippedGuard();
    failScript('/_next/static/chunks/app.js');
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offline, waits for the connection instead of reloading into the browser’s error page', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      const reload = installShippedGuard();
      failScript('/_next/static/chunks/app.js');
      failScript('/_next/static/chunks/other.js');
      expect(reload).not.toHaveBeenCalled();
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalledOnce();
      window.dispatchEvent(new Event('online'));
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      onLine.mockRestore();
    }
  });

  it('offline, keeps a page the shopper typed into when the connection is back', () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const field = document.createElement('input');
    document.body.append(field);
    try {
      const reload = installShippedGuard();
      failScript('/_next/static/chunks/app.js');
      field.value = 'ZOLOTO10';
      onLine.mockReturnValue(true);
      window.dispatchEvent(new Event('online'));
      expect(reload).not.toHaveBeenCalled();
    } finally {
      field.remove();
      onLine.mockRestore();
    }
  });

  it('online too, keeps a page the shopper typed into (a browser can say online a moment early)', () => {
    const field = document.createElement('input');
    field.type = 'email';
    field.value = 'anna@example.ru';
    document.body.append(field);
    try {
      const reload = installShippedGuard();
      failScript('/_next/static/chunks/app.js');
      expect(reload).not.toHaveBeenCalled();
      field.value = '';
      failScript('/_next/static/chunks/app.js');
      expect(reload).toHaveBeenCalledOnce();
    } finally {
      field.remove();
    }
  });
});
