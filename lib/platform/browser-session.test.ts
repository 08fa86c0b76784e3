import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  forgetLegacyCartToken,
  hasCartSession,
  legacyCartToken,
  storageSignal,
} from './browser-session';

const clearCookie = (name: string) => (document.cookie = `${name}=; max-age=0; path=/`);

afterEach(() => {
  clearCookie('cart_session');
  clearCookie('cart_session_id');
  window.localStorage.clear();
});

describe('the cart session as page scripts see it', () => {
  it('no hint, no old cookie, no legacy token: no cart to read', () => {
    expect(hasCartSession()).toBe(false);
  });

  it('the door’s hint cookie says there is a cart, without its secret', () => {
    document.cookie = 'cart_session=1; path=/';
    expect(hasCartSession()).toBe(true);
  });

  it('a session cookie written by page scripts before the door kept it still counts', () => {
    document.cookie = 'cart_session_id=old-session; path=/';
    expect(hasCartSession()).toBe(true);
  });

  it('a legacy shop_cart_token counts until it is migrated, then is forgotten (spec 4)', () => {
    window.localStorage.setItem('shop_cart_token', 'legacy-1');
    expect(legacyCartToken()).toBe('legacy-1');
    expect(hasCartSession()).toBe(true);
    forgetLegacyCartToken();
    expect(legacyCartToken()).toBeNull();
    expect(hasCartSession()).toBe(false);
  });
});

describe('storageSignal', () => {
  it("calls back on a write here and on another tab's write of its keys, until unsubscribed", () => {
    const signal = storageSignal(['a', 'b']);
    const listener = vi.fn();
    const unsubscribe = signal.subscribe(listener);
    signal.notify();
    window.dispatchEvent(new StorageEvent('storage', { key: 'b' }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other' }));
    window.dispatchEvent(new StorageEvent('storage', { key: null }));
    expect(listener).toHaveBeenCalledTimes(3);
    unsubscribe();
    signal.notify();
    window.dispatchEvent(new StorageEvent('storage', { key: 'a' }));
    expect(listener).toHaveBeenCalledTimes(3);
  });
});
