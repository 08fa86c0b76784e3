import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { STORAGE_KEYS } from '@/lib/constants';
import { SettingsProvider } from '@/lib/settings-context';

import { NavigationBehaviour } from './navigation-behaviour';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/' }));

const settings = {
  supportPhone: '8 800 550-75-85',
  messengerUrl: 'https://t.me/x',
  goldBarsUrl: 'https://slitki.example.ru/',
  fullReloadNavigation: true,
  apiTimeoutMs: 10000,
};

const assign = vi.fn();
const reload = vi.fn();

function mount(fullReloadNavigation = true) {
  return render(
    <SettingsProvider value={{ ...settings, fullReloadNavigation }}>
      <NavigationBehaviour />
      <a href="/product/kolco/">Кольцо</a>
      <a href="/catalog/?page=2">Страница 2</a>
      <a href="/catalog/#top">Наверх</a>
      <a href="/blog/" target="_blank">
        Блог
      </a>
    </SettingsProvider>,
  );
}

beforeEach(() => {
  const origin = window.location.origin;
  vi.stubGlobal('location', {
    ...window.location,
    origin,
    href: `${origin}/catalog/`,
    pathname: '/catalog/',
    assign,
    reload,
  });
  assign.mockReset();
  reload.mockReset();
  window.sessionStorage.clear();
  window.localStorage.clear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('NavigationBehaviour', () => {
  it('turns a link to another path into a full page load', () => {
    const { getByText } = mount();
    expect(fireEvent.click(getByText('Кольцо'))).toBe(false);
    expect(assign).toHaveBeenCalledWith(`${window.location.origin}/product/kolco/`);
  });

  it('leaves query and hash changes, new tabs and modified clicks alone', () => {
    const { getByText } = mount();
    fireEvent.click(getByText('Страница 2'));
    fireEvent.click(getByText('Наверх'));
    fireEvent.click(getByText('Блог'));
    fireEvent.click(getByText('Кольцо'), { ctrlKey: true });
    expect(assign).not.toHaveBeenCalled();
  });

  it('does nothing when full-reload navigation is off', () => {
    const { getByText } = mount(false);
    fireEvent.click(getByText('Кольцо'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('reloads once per minute when a /_next/ script fails to load', () => {
    mount();
    const fail = () => {
      const script = document.createElement('script');
      script.src = '/_next/static/chunks/page.js';
      document.body.append(script);
      script.dispatchEvent(new Event('error'));
      script.remove();
    };
    fail();
    fail();
    expect(reload).toHaveBeenCalledOnce();
    expect(Number(window.sessionStorage.getItem(STORAGE_KEYS.reloadGuard))).toBeGreaterThan(0);
  });

  it('scrolls to the saved element once it appears, then forgets it', () => {
    vi.useFakeTimers();
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    window.localStorage.setItem(STORAGE_KEYS.scrollTarget, 'reviews');
    mount();
    act(() => vi.advanceTimersByTime(300));
    expect(scrollIntoView).not.toHaveBeenCalled();
    const target = document.createElement('div');
    target.id = 'reviews';
    document.body.append(target);
    act(() => vi.advanceTimersByTime(100));
    expect(scrollIntoView).toHaveBeenCalledOnce();
    expect(window.localStorage.getItem(STORAGE_KEYS.scrollTarget)).toBeNull();
    target.remove();
  });

  it('gives up after 10 retries', () => {
    vi.useFakeTimers();
    window.localStorage.setItem(STORAGE_KEYS.scrollTarget, 'missing');
    mount();
    act(() => vi.advanceTimersByTime(900));
    expect(window.localStorage.getItem(STORAGE_KEYS.scrollTarget)).toBe('missing');
    act(() => vi.advanceTimersByTime(100));
    expect(window.localStorage.getItem(STORAGE_KEYS.scrollTarget)).toBeNull();
  });
});
