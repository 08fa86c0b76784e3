import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { ApiError } from '@/lib/platform/api/errors';
import { onHttpEvent } from '@/lib/platform/api/http-events';
import { legacyCartToken } from '@/lib/platform/browser-session';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { notify } from '@/lib/platform/toast';

import { cartKeys } from '../api/get-cart';

import { ADDED_TO_CART, AddToCartButton } from './add-to-cart-button';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const post = vi.fn();

const cart = (quantity: number): Cart => ({
  uuid: 'cart-1',
  sessionId: 'session-42',
  items: [],
  adjustments: [],
  canOrder: true,
  promocode: null,
  paySystem: null,
  totals: { quantity, items: 13790, discount: 0, total: 13790 },
  status: null,
});

/** No QueryClientProvider: the button is in a product page's first load, which has none. */
function renderButton(props: Partial<Parameters<typeof AddToCartButton>[0]> = {}) {
  const queryClient = getQueryClient(); // the browser's one client, which the cart count follows
  const onOfferMissing = vi.fn();
  render(
    <AddToCartButton
      productUuid="product-1"
      offerUuid="offer-17"
      onOfferMissing={onOfferMissing}
      {...props}
    />,
  );
  return {
    queryClient,
    onOfferMissing,
    button: screen.getByRole('button', { name: 'Добавить в корзину' }),
  };
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<typeof browserClient>);
  window.localStorage.clear();
});

afterEach(() => {
  vi.clearAllMocks();
  getQueryClient().clear();
});

describe('AddToCartButton', () => {
  it('asks for a size instead of sending a request when no offer is chosen', async () => {
    const { onOfferMissing, button } = renderButton({ offerUuid: null });
    await userEvent.click(button);
    expect(onOfferMissing).toHaveBeenCalledOnce();
    expect(post).not.toHaveBeenCalled();
  });

  it('adds the offer, toasts with a cart link and puts the cart in the cache at once', async () => {
    post.mockResolvedValue({ data: { cart: cart(1) } });
    window.localStorage.setItem('shop_cart_token', 'legacy-7'); // sent once, then migrated
    const { queryClient, button } = renderButton();
    await userEvent.click(button);

    await waitFor(() => expect(notify.success).toHaveBeenCalledOnce());
    expect(vi.mocked(notify.success).mock.calls[0]?.[0]).toBe(ADDED_TO_CART);
    expect(browserClient).toHaveBeenCalledWith('cart');
    expect(post).toHaveBeenCalledWith(
      '/api/cart/item',
      { offerUuid: 'offer-17', productUuid: 'product-1', quantity: 1 },
      { silent: true },
    );
    expect(queryClient.getQueryData<Cart>(cartKeys.current())?.totals.quantity).toBe(1);
    expect(legacyCartToken()).toBeNull();
  });

  it('renders «Перейти в корзину» as a link to the cart inside the toast', async () => {
    post.mockResolvedValue({ data: { cart: cart(1) } });
    const { button } = renderButton();
    await userEvent.click(button);
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    const options = vi.mocked(notify.success).mock.calls[0]?.[1];
    const Action = options?.closeButton as (props: { closeToast: () => void }) => ReactNode;
    render(<>{Action({ closeToast: vi.fn() })}</>);
    expect(screen.getByRole('link', { name: 'Перейти в корзину' })).toHaveAttribute(
      'href',
      '/cart/',
    );
  });

  it('is busy and disabled while the request runs', async () => {
    let resolve: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((done) => (resolve = done)));
    const { button } = renderButton();
    await userEvent.click(button);
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    resolve({ data: { cart: cart(1) } });
    await waitFor(() => expect(button).toBeEnabled());
    expect(button).toHaveAttribute('aria-busy', 'false');
  });

  it('warns with the server field message of a 422', async () => {
    post.mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Validation Error',
        code: 'not_enough_stock',
        fieldErrors: { quantity: ['Больше нет в наличии: доступно 2 шт.'] },
      }),
    );
    const { queryClient, button } = renderButton();
    await userEvent.click(button);
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('Больше нет в наличии: доступно 2 шт.', {
        toastId: 'Больше нет в наличии: доступно 2 шт.',
      }),
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
    expect(queryClient.getQueryData(cartKeys.current())).toBeUndefined();
  });

  it('shows the default message of other failures once', async () => {
    post.mockRejectedValue(
      new ApiError({ status: 500, message: 'Ошибка сервера. Обновите страницу' }),
    );
    const { button } = renderButton();
    await userEvent.click(button);
    await waitFor(() => expect(notify.error).toHaveBeenCalledOnce());
    expect(notify.error).toHaveBeenCalledWith('Ошибка сервера. Обновите страницу', {
      toastId: 'Ошибка сервера. Обновите страницу',
    });
  });

  it('hands a 401 to the app shell (logout) instead of toasting', async () => {
    const events: string[] = [];
    const off = onHttpEvent((event) => events.push(event.action));
    post.mockRejectedValue(new ApiError({ status: 401, message: 'Ошибка аутентификации' }));
    const { button } = renderButton();
    await userEvent.click(button);
    await waitFor(() => expect(events).toEqual(['logout']));
    expect(notify.error).not.toHaveBeenCalled();
    off();
  });

  it('guards a missing product id on the client (spec 5)', async () => {
    const { button } = renderButton({ productUuid: '' });
    await userEvent.click(button);
    await waitFor(() =>
      expect(notify.warning).toHaveBeenCalledWith('Не передан productUuid', {
        toastId: 'Не передан productUuid',
      }),
    );
    expect(post).not.toHaveBeenCalled();
  });

  it('cannot be used when nothing is in stock', () => {
    const { button } = renderButton({ disabled: true });
    expect(button).toBeDisabled();
  });
});
