import { act, fireEvent, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { SettingsProvider } from '@/lib/platform/settings-context';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { NavigationBehaviour } from './navigation-behaviour';

vi.mock('next/navigation', () => ({ usePathname: () => '/catalog/' }));

const settings = TEST_SETTINGS;

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
