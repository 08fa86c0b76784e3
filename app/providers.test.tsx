import { render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { notify } from '@/lib/platform/toast';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import { TOASTS_LABEL, ToastHost, useBackForwardRestore } from './providers';

function pageshow(persisted: boolean) {
  const event = new Event('pageshow') as PageTransitionEvent;
  Object.defineProperty(event, 'persisted', { value: persisted });
  window.dispatchEvent(event);
}

afterEach(() => {
  localStorage.clear();
  useSessionStore.setState(initialSessionState);
  vi.restoreAllMocks();
});

describe('a page restored from the back/forward cache', () => {
  it('reads the session again and refreshes every query', async () => {
    const invalidate = vi.spyOn(getQueryClient(), 'invalidateQueries');
    useSessionStore.getState().hydrate(); // the page was left as a guest's
    renderHook(() => useBackForwardRestore());
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1'); // signed in on another page
    localStorage.setItem(STORAGE_KEYS.userName, 'Анна');

    pageshow(true);

    expect(useSessionStore.getState()).toMatchObject({ loggedIn: true, userName: 'Анна' });
    // the query client loads on demand (React Query is not in the first load)
    await waitFor(() => expect(invalidate).toHaveBeenCalledOnce());
  });

  it('leaves an ordinary page load alone', async () => {
    const invalidate = vi.spyOn(getQueryClient(), 'invalidateQueries');
    renderHook(() => useBackForwardRestore());
    localStorage.setItem(STORAGE_KEYS.accessToken, 'token-1');

    pageshow(false);

    await vi.dynamicImportSettled();
    expect(useSessionStore.getState().loggedIn).toBe(false);
    expect(invalidate).not.toHaveBeenCalled();
  });

  it('stops listening when the app shell unmounts', async () => {
    const invalidate = vi.spyOn(getQueryClient(), 'invalidateQueries');
    const { unmount } = renderHook(() => useBackForwardRestore());
    unmount();
    pageshow(true);
    await vi.dynamicImportSettled();
    expect(invalidate).not.toHaveBeenCalled();
  });
});

describe('the toasts (Russian accessible names)', () => {
  it('sit in a region named «Уведомления», each closed with «Закрыть»', async () => {
    render(<ToastHost />);
    notify.success('Товар добавлен в корзину');
    const region = await screen.findByRole('region', { name: TOASTS_LABEL });
    const toast = await within(region).findByRole('alert');
    expect(toast).toHaveTextContent('Товар добавлен в корзину');
    expect(within(toast).getByRole('button', { name: 'Закрыть' })).toBeInTheDocument();
    // every name a screen reader reads (an aria-hidden element is not read)
    const names = [region, ...region.querySelectorAll('[aria-label]')]
      .filter((element) => !element.closest('[aria-hidden="true"]'))
      .map((element) => element.getAttribute('aria-label') ?? '');
    expect(names.join(' ')).not.toMatch(/[A-Za-z]{3,}/);
  });
});
