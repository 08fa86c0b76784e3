import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  isYandexMapsUnavailable,
  markYandexMapsUnavailable,
  onYandexMapsUnavailable,
  resetYandexMapsAvailability,
} from './yandex-script';

function failingScript(src: string) {
  const script = document.createElement('script');
  script.src = src;
  const ownHandler = vi.fn();
  script.onerror = ownHandler;
  document.head.append(script);
  script.dispatchEvent(new Event('error'));
  script.remove();
  return ownHandler;
}

afterEach(() => resetYandexMapsAvailability());

describe('Yandex Maps script failures', () => {
  it('a failed map script is reported and stopped before the loader’s own handler', () => {
    const listener = vi.fn();
    const stop = onYandexMapsUnavailable(listener);
    const ownHandler = failingScript('https://api-maps.yandex.ru/2.1/?apikey=k&lang=ru_RU');
    expect(listener).toHaveBeenCalledOnce();
    expect(ownHandler).not.toHaveBeenCalled();
    expect(isYandexMapsUnavailable()).toBe(true);
    stop();
  });

  it('other scripts are left alone', () => {
    const listener = vi.fn();
    const stop = onYandexMapsUnavailable(listener);
    const ownHandler = failingScript('https://example.com/api-maps.yandex.ru/x.js');
    expect(ownHandler).toHaveBeenCalledOnce();
    expect(listener).not.toHaveBeenCalled();
    expect(isYandexMapsUnavailable()).toBe(false);
    stop();
  });

  it('a timeout marks the map unavailable for the page view; unsubscribed listeners are not called', () => {
    const listener = vi.fn();
    onYandexMapsUnavailable(listener)();
    markYandexMapsUnavailable();
    expect(listener).not.toHaveBeenCalled();
    expect(isYandexMapsUnavailable()).toBe(true);
  });
});
