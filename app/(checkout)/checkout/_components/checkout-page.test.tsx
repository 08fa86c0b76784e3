import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeCart, makeCartItem } from '@/features/cart/testing/make-cart';
import { ORDER_CHECK_TEXT } from '@/features/checkout/components/order-check-status';
import { useCheckoutStore } from '@/features/checkout/stores/checkout-store';
import { PAYMENT_CHANGE_NOTICE } from '@/features/checkout/utils/delivery-state';
import {
  idempotencyStorageKey,
  pendingOrderStorageKey,
  readPendingOrder,
  startOrderAttempt,
} from '@/features/checkout/utils/idempotency';
import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { notify } from '@/lib/platform/toast';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { CheckoutPage } from './checkout-page';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
const router = { replace: vi.fn(), push: vi.fn() };
vi.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => '/checkout/' }));

const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };
const cart = makeCart([makeCartItem('a')]);
const point = {
  id: '1',
  uuid: 'point-1',
  carrier: { uuid: 'c1', external_id: 'cdek', name: 'СДЭК' },
  name: 'ПВЗ Арбат',
  address: 'Москва, ул. Арбат, 1',
  city: 'Москва',
  latitude: 55.75,
  longitude: 37.6,
  workHours: '10-20',
  subway: { name: 'Арбатская', color: '#0078BE' },
  price: 199,
  days: { min: 1, max: 2 },
};
const paymentOptions = [
  { uuid: 'pay-card', code: 'card', name: 'Картой онлайн', merchantCode: 'card', isDefault: false },
  {
    uuid: 'pay-cash',
    code: 'cash',
    name: 'При получении',
    merchantCode: 'cash-merchant',
    isDefault: true,
  },
];
const order = {
  uuid: 'order-1',
  number: 'Z-100001',
  status: 'new',
  items: [],
  totals: {
    quantity: 1,
    items: 10000,
    saving: 0,
    promo: 0,
    discount: 0,
    delivery: 199,
    total: 10199,
  },
  promocode: null,
  delivery: {
    type: 'point',
    pointUuid: 'point-1',
    pointName: 'ПВЗ Арбат',
    address: null,
    fias: null,
    postIndex: null,
    country: 'RU',
    cost: 199,
    date: null,
    timeBegin: null,
    timeEnd: null,
  },
  paySystem: { uuid: 'pay-cash', code: 'cash', name: 'При получении' },
  customer: {
    name: 'Анна',
    surname: 'Иванова',
    patronymic: null,
    phone: '+7 (999) 123-45-67',
    email: null,
  },
  comment: null,
  createdAt: '2025-01-01T00:00:00Z',
  paymentUrl: null,
};

function renderPage() {
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={getQueryClient()}>
        <CheckoutPage />
      </QueryClientProvider>
    </SettingsProvider>,
  );
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  getQueryClient().clear();
  window.sessionStorage.clear();
  window.localStorage.clear();
  document.cookie = 'cart_session_id=session-1; path=/';
  http.get.mockImplementation((url: string) => {
    if (url === '/api/cart') return Promise.resolve({ data: { cart } });
    if (url.startsWith('/api/payment-system/available/'))
      return Promise.resolve({ data: { items: paymentOptions } });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string) => {
    if (url === '/api/delivery/point/new/list')
      return Promise.resolve({ data: { items: [point] } });
    if (url === '/api/delivery/address/ext-list') return Promise.resolve({ data: { items: [] } });
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
  http.put.mockResolvedValue({ data: {} });
  http.patch.mockResolvedValue({ data: {} });
  http.delete.mockResolvedValue({ data: {} });
});

const originalLocation = window.location;

afterEach(() => {
  Object.defineProperty(window, 'location', { configurable: true, value: originalLocation });
  vi.clearAllMocks();
  useCheckoutStore.setState({ isCheckoutDataFetched: false });
});

/** window.location.assign as a mock (the success page is a full load); afterEach puts it back. */
function stubLocationAssign() {
  const assign = vi.fn();
  Object.defineProperty(window, 'location', {
    configurable: true,
    value: { ...originalLocation, origin: 'http://localhost', assign },
  });
  return assign;
}

/** Answers the pickup points and the order; the order is noted in `sent` when it is asked. */
function answerPointsAndOrder(items: (typeof point)[], sent: string[]) {
  http.post.mockImplementation((url: string) => {
    if (url === '/api/delivery/point/new/list') return Promise.resolve({ data: { items } });
    if (url === '/api/order') {
      sent.push('order');
      return Promise.resolve({ data: { order } });
    }
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
}

async function fillCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByRole('textbox', { name: 'Имя' }), 'Анна');
  await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Иванова');
  await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9991234567');
}

describe('/checkout/', () => {
  it('without the checkout flag goes back to /checkoutnew/', async () => {
    renderPage();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/checkoutnew/'));
  });

  it('shows the delivery messages on submit and focuses the delivery section', async () => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
    const user = userEvent.setup();
    renderPage();
    await fillCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByText('Выберите пункт выдачи')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalledWith('/api/order', expect.anything(), expect.anything());

    await user.click(screen.getByRole('tab', { name: 'Курьером' }));
    expect(screen.getByRole('tab', { name: 'Курьером' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByText('Укажите адрес доставки')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Адрес доставки' })).toBeInTheDocument();
    expect(screen.getByText('Укажите адрес доставки').closest('section')).toHaveFocus();
  });

  it('a cart that cannot be read says so, links back to the cart and «Повторить» reads it again', async () => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
    const answerCart = http.get.getMockImplementation()!;
    http.get.mockImplementation((url: string) =>
      url === '/api/cart'
        ? Promise.reject(new ApiError({ message: 'Сервис недоступен', status: 503 }))
        : answerCart(url),
    );
    const user = userEvent.setup();
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Не удалось загрузить корзину.');
    expect(screen.getByRole('link', { name: 'Вернуться в корзину' })).toHaveAttribute(
      'href',
      '/cart/',
    );

    http.get.mockImplementation(answerCart);
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Подтвердить заказ' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders payment options with the default chosen', async () => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
    renderPage();
    const group = await screen.findByRole('radiogroup', { name: 'Способ оплаты' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'При получении' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Картой онлайн' })).not.toBeChecked();
  });

  it('reuses one idempotency key across submits; placed, the button and the key stay until the page is left', async () => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
    const keys: string[] = [];
    let calls = 0;
    http.post.mockImplementation(
      (url: string, _body: unknown, config?: { idempotencyKey?: string }) => {
        if (url === '/api/delivery/point/new/list')
          return Promise.resolve({ data: { items: [point] } });
        if (url === '/api/order') {
          keys.push(config?.idempotencyKey ?? '');
          calls += 1;
          if (calls === 1) return Promise.reject(new ApiError({ status: 500, message: 'Ошибка' }));
          return Promise.resolve({ data: { order } });
        }
        return Promise.reject(new Error(`unexpected POST ${url}`));
      },
    );
    const assign = stubLocationAssign();
    const user = userEvent.setup();
    renderPage();
    await fillCustomer(user);
    await user.click(await screen.findByRole('radio', { name: 'ПВЗ Арбат' }));
    await waitFor(() =>
      expect(http.put).toHaveBeenCalledWith(
        '/api/cart/delivery',
        { type: 'point', pointUuid: 'point-1' },
        { silent: true },
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(keys).toHaveLength(1));
    const stored = window.sessionStorage.getItem(idempotencyStorageKey('cart-1'));
    expect(stored).toBe(keys[0]);
    // the unanswered attempt stays remembered with its key and body
    const sent = http.post.mock.calls.find(([url]) => url === '/api/order')?.[1];
    expect(readPendingOrder('cart-1')).toEqual({
      scope: 'cart-1',
      flow: 'order',
      key: keys[0],
      body: sent,
    });

    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeEnabled(),
    );
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
    // a full load to the success page (a soft navigation raced the checkout guard)
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/success/?order=order-1'));
    // placed: the attempt is settled; the button stays disabled and the key stays while the page
    // does, so a third tap sends nothing and any request would get this order back
    expect(window.sessionStorage.getItem(pendingOrderStorageKey('cart-1'))).toBeNull();
    expect(window.sessionStorage.getItem(idempotencyStorageKey('cart-1'))).toBe(keys[0]);
    expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(keys).toHaveLength(2);
    // leaving the page clears it: a next order of this cart gets a new key
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(idempotencyStorageKey('cart-1'))).toBeNull();
  });

  it('saves the delivery choices one after another, and the order waits for them', async () => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
    const second = { ...point, uuid: 'point-2', id: 'point-2', name: 'ПВЗ Тверская' };
    const sent: string[] = [];
    answerPointsAndOrder([point, second], sent);
    let answerFirstSave = () => {};
    http.put.mockImplementation((_url: string, body: { pointUuid: string }) => {
      sent.push(`save ${body.pointUuid}`);
      if (body.pointUuid !== 'point-1') return Promise.resolve({ data: {} });
      return new Promise((resolve) => {
        answerFirstSave = () => resolve({ data: {} });
      });
    });
    const assign = stubLocationAssign();
    const user = userEvent.setup();
    renderPage();
    await fillCustomer(user);
    await user.click(await screen.findByRole('radio', { name: 'ПВЗ Арбат' }));
    await user.click(screen.getByRole('radio', { name: 'ПВЗ Тверская' }));
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));

    // while the first save is unanswered, neither the second save nor the order is sent
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled(),
    );
    expect(sent).toEqual(['save point-1']);
    answerFirstSave();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/success/?order=order-1'));
    expect(sent).toEqual(['save point-1', 'save point-2', 'order']);
  });

  it.each(['answered', 'refused'] as const)(
    'an order confirmed while the payment choice is being saved is sent after it (the save %s)',
    async (outcome) => {
      useCheckoutStore.setState({ isCheckoutDataFetched: true });
      const sent: string[] = [];
      answerPointsAndOrder([point], sent);
      let answerPayment = () => {};
      http.patch.mockImplementation((_url: string, body: { paySystemUuid: string }) => {
        sent.push(`payment ${body.paySystemUuid}`);
        return new Promise((resolve, reject) => {
          answerPayment = () =>
            outcome === 'answered' ? resolve({ data: {} }) : reject(new Error('refused'));
        });
      });
      const assign = stubLocationAssign();
      const user = userEvent.setup();
      renderPage();
      await fillCustomer(user);
      await user.click(await screen.findByRole('radio', { name: 'ПВЗ Арбат' }));
      await user.click(await screen.findByRole('radio', { name: 'Картой онлайн' }));
      await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Подтвердить заказ' })).toBeDisabled(),
      );
      expect(sent).toEqual(['payment pay-card']);
      // a failed save does not hold the order back
      answerPayment();
      await waitFor(() => expect(assign).toHaveBeenCalled());
      expect(sent).toEqual(['payment pay-card', 'order']);
    },
  );

  it('drops a postal pickup point when the payment changes, with the notice', async () => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
    const postal = {
      ...point,
      uuid: 'point-post',
      id: 'point-post',
      name: 'Отделение Почты 101000',
      carrier: { uuid: 'c3', external_id: 'russianpost', name: 'Почта России' },
    };
    http.post.mockImplementation((url: string) =>
      url === '/api/delivery/point/new/list'
        ? Promise.resolve({ data: { items: [point, postal] } })
        : Promise.reject(new Error(`unexpected POST ${url}`)),
    );
    const user = userEvent.setup();
    renderPage();

    // Another carrier's point stays when the payment changes.
    await user.click(await screen.findByRole('radio', { name: 'ПВЗ Арбат' }));
    await user.click(await screen.findByRole('radio', { name: 'Картой онлайн' }));
    await waitFor(() => expect(http.patch).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('radio', { name: 'ПВЗ Арбат' })).toBeChecked();
    expect(notify.info).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Отделение Почты 101000' }));
    await user.click(screen.getByRole('radio', { name: 'При получении' }));
    await waitFor(() => expect(notify.info).toHaveBeenCalledWith(PAYMENT_CHANGE_NOTICE));
    expect(http.delete).toHaveBeenCalledWith('/api/cart/delivery', { silent: true });
    expect(screen.getByRole('radio', { name: 'Отделение Почты 101000' })).not.toBeChecked();
  });
});

describe('/checkout/ after a lost order answer', () => {
  const sentBody = {
    cartUuid: 'cart-1',
    customerName: 'Анна',
    customerSurname: 'Иванова',
    customerPhone: '+7 (999) 123-45-67',
  };
  const emptyCart = makeCart([]);

  function answerCart(answer: typeof cart) {
    http.get.mockImplementation((url: string) => {
      if (url === '/api/cart') return Promise.resolve({ data: { cart: answer } });
      if (url.startsWith('/api/payment-system/available/'))
        return Promise.resolve({ data: { items: paymentOptions } });
      return Promise.reject(new Error(`unexpected GET ${url}`));
    });
  }

  beforeEach(() => {
    useCheckoutStore.setState({ isCheckoutDataFetched: true });
  });

  it('an empty cart with a pending attempt sends it again and goes to the order it made', async () => {
    answerCart(emptyCart);
    const key = startOrderAttempt('cart-1', 'order', sentBody);
    let answer: (value: unknown) => void = () => undefined;
    http.post.mockImplementation((url: string) =>
      url === '/api/order'
        ? new Promise((resolve) => (answer = resolve))
        : Promise.reject(new Error(`unexpected POST ${url}`)),
    );
    const assign = stubLocationAssign();
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_CHECK_TEXT);
    expect(screen.queryByText(/Корзина пуста/)).not.toBeInTheDocument();
    // the replay's request code loads first (use-pending-order-replay): the call is awaited
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/api/order', sentBody, {
        idempotencyKey: key,
        silent: true,
      }),
    );

    answer({ data: { order } });
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/checkout/success/?order=order-1'));
    expect(readPendingOrder('cart-1')).toBeNull();
    // the key goes with the page (leaveForOrder)
    window.dispatchEvent(new Event('pagehide'));
    expect(window.sessionStorage.getItem(idempotencyStorageKey('cart-1'))).toBeNull();
    expect(screen.queryByText(/Корзина пуста/)).not.toBeInTheDocument();
  });

  it('a replay the server refuses (422 cart_empty) forgets the attempt and shows the empty cart', async () => {
    answerCart(emptyCart);
    startOrderAttempt('cart-1', 'order', sentBody);
    http.post.mockRejectedValue(
      new ApiError({ message: 'Корзина пуста', status: 422, code: 'cart_empty' }),
    );
    const assign = stubLocationAssign();
    renderPage();
    expect(await screen.findByText(/Корзина пуста\./)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(http.post).toHaveBeenCalledTimes(1);
    expect(readPendingOrder('cart-1')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });

  it('a replay without an answer keeps the attempt for a later load', async () => {
    answerCart(emptyCart);
    startOrderAttempt('cart-1', 'order', sentBody);
    http.post.mockRejectedValue(new ApiError({ message: 'Нет ответа', status: null }));
    renderPage();
    expect(await screen.findByText(/Корзина пуста\./)).toBeInTheDocument();
    expect(readPendingOrder('cart-1')).not.toBeNull();
  });

  it('a cart with lines never replays: the checkout is shown', async () => {
    startOrderAttempt('cart-1', 'order', sentBody);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Подтвердить заказ' })).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalledWith('/api/order', expect.anything(), expect.anything());
    expect(readPendingOrder('cart-1')).not.toBeNull();
  });
});
