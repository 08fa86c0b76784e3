import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { INITIAL_CART_UI, useCartStore } from '../stores/cart-store';
import { makeCart, makeCartItem } from '../testing/make-cart';

import { ALL_MISSING_TEXT, IncorrectProducts, SOME_MISSING_TEXT } from './incorrect-products';

const push = vi.fn();
vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
vi.mock('next/navigation', () => ({
  usePathname: () => '/incorrect-products-count/',
  useRouter: () => ({ push }),
}));

const http = { get: vi.fn(), delete: vi.fn() };
const answer = (cart: Cart) => ({ data: { cart } });

/** Renders with the browser QueryClient the cart store writes into, as app/providers.tsx does. */
function renderWithCart(ui: ReactElement) {
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={getQueryClient()}>{ui}</QueryClientProvider>
    </SettingsProvider>,
  );
}

function show(cart: Cart) {
  http.get.mockResolvedValue(answer(cart));
  renderWithCart(<IncorrectProducts />);
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  useCartStore.setState(INITIAL_CART_UI);
  getQueryClient().clear();
  document.cookie = 'cart_session=1; path=/'; // the door's hint cookie
});

afterEach(() => vi.clearAllMocks());

describe('IncorrectProducts', () => {
  it('explains that nothing can be ordered, then clears and returns to the cart', async () => {
    show(
      makeCart([makeCartItem('a', { isCompleted: false })], {
        status: 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST',
      }),
    );
    expect(await screen.findByText(ALL_MISSING_TEXT)).toBeInTheDocument();
    http.delete.mockResolvedValue(answer(makeCart([])));
    await userEvent.click(screen.getByRole('button', { name: 'ПРОДОЛЖИТЬ' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/cart/'));
    expect(http.delete).toHaveBeenCalledWith('/api/cart/clear-out-of-stock', { silent: true });
  });

  it('explains that some products are missing', async () => {
    show(
      makeCart([makeCartItem('a'), makeCartItem('b', { isCompleted: false })], {
        status: 'STATUS_SOME_PRODUCTS_DO_NOT_EXIST',
      }),
    );
    expect(await screen.findByText(SOME_MISSING_TEXT)).toBeInTheDocument();
  });

  it('says the cart is fine without a status and links back', async () => {
    show(makeCart([makeCartItem('a')]));
    expect(await screen.findByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute(
      'href',
      '/cart/',
    );
    expect(screen.queryByRole('button', { name: 'ПРОДОЛЖИТЬ' })).not.toBeInTheDocument();
  });
});
