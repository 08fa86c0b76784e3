import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeCart, makeCartItem } from '@/features/cart/testing/make-cart';
import { ORDER_CHECK_TEXT } from '@/features/checkout/components/order-check-status';
import { readPendingOrder, startOrderAttempt } from '@/features/checkout/utils/idempotency';
import { browserClient } from '@/lib/platform/api/browser';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { ApiError } from '@/lib/platform/api/errors';
import { getQueryClient } from '@/lib/platform/query/get-query-client';

import { CartOrderCheck } from './cart-order-check';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };
const legacyBody = { payment_type: 2, personal_data: { name: 'Анна' } };
const created = {
  id: 'order-7',
  number: 'Z-100007',
  delivery: { delivery_type: 'pvz', currier_delivery_id: null, pvz_id: 'point-1' },
  summary: { products_total: 5000, discount: 0, delivery: 199, total: 5199 },
  payment_url: null,
};
const original = window.location;

function renderGate(serverCart: Cart) {
  http.get.mockResolvedValue({ data: { cart: serverCart } });
  return render(
    <QueryClientProvider client={getQueryClient()}>
      <CartOrderCheck serverCart={{ cart: serverCart, drawnAt: Date.now() }}>
        <p>Содержимое корзины</p>
      </CartOrderCheck>
    </QueryClientProvider>,
  );
}

function stubLocationAssign() {
  const assign = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...original, origin: 'http://localhost', assign },
  });
  return assign;
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  getQueryClient().clear();
  window.sessionStorage.clear();
  document.cookie = 'cart_session=1; path=/';
});
afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: original });
  vi.clearAllMocks();
});

describe('CartOrderCheck', () => {
  it('an empty cart with a pending legacy attempt replays it and opens its success page', async () => {
    const key = startOrderAttempt('legacy-order', 'legacy', legacyBody);
    let answer: (value: unknown) => void = () => undefined;
    http.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const assign = stubLocationAssign();
    renderGate(makeCart([]));
    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_CHECK_TEXT);
    expect(screen.queryByText('Содержимое корзины')).not.toBeInTheDocument();
    // the replay's code loads when there is an attempt to replay
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/orders/order', legacyBody, {
        idempotencyKey: key,
        silent: true,
      }),
    );
    answer({ data: created });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/checkout_old/success/?order=order-7'),
    );
    expect(readPendingOrder('legacy-order')).toBeNull();
  });

  it('a refused replay (404) forgets the attempt and shows the cart as it is', async () => {
    startOrderAttempt('cart-1', 'order', { cartUuid: 'cart-1' });
    http.post.mockRejectedValue(
      new ApiError({ message: 'Корзина не найдена', status: 404, code: 'cart_not_found' }),
    );
    renderGate(makeCart([]));
    expect(await screen.findByText('Содержимое корзины')).toBeInTheDocument();
    await waitFor(() => expect(readPendingOrder('cart-1')).toBeNull());
    expect(http.post).toHaveBeenCalledTimes(1);
  });

  it('a cart with lines is shown and never replays', async () => {
    startOrderAttempt('cart-1', 'order', { cartUuid: 'cart-1' });
    renderGate(makeCart([makeCartItem('a')]));
    expect(screen.getByText('Содержимое корзины')).toBeInTheDocument();
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(http.post).not.toHaveBeenCalled();
    expect(readPendingOrder('cart-1')).not.toBeNull();
  });
});
