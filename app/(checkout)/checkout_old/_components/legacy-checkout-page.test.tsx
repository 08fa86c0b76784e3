import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { ORDER_CHECK_TEXT } from '@/features/checkout/components/order-check-status';
import type { DeliveryState } from '@/features/checkout/utils/delivery-state';
import { readPendingOrder, startOrderAttempt } from '@/features/checkout/utils/idempotency';
import { browserClient } from '@/lib/platform/api/browser';
import type { PickupPoint, SavedAddress } from '@/lib/platform/api/contracts/delivery';
import { getQueryClient } from '@/lib/platform/query/get-query-client';

import { LegacyCheckoutPage } from './legacy-checkout-page';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const point: PickupPoint = {
  id: '1',
  uuid: 'point-1',
  carrier: { uuid: 'c1', external_id: 'cdek', name: 'СДЭК' },
  name: 'ПВЗ Арбат',
  address: 'Москва, ул. Арбат, 1',
  city: 'Москва',
  latitude: 55.75,
  longitude: 37.6,
  workHours: '10-20',
  subway: null,
  price: 199,
  days: { min: 1, max: 2 },
};
const saved: SavedAddress = {
  uuid: 'addr-1',
  full_address: 'г Москва, ул Тверская, д 1',
  unrestricted_value: '125009, г Москва, ул Тверская, д 1',
  flat: null,
  fias: 'fias-1',
  postIndex: '125009',
  lat: 55.76,
  lon: 37.61,
};
const courier = {
  carrier: { uuid: 'far-away', external_id: 'x', name: 'Курьер' },
  cost: 350,
  daysMin: 1,
  daysMax: 2,
  dateFrom: '2030-01-01',
  dateTo: '2030-01-02',
};

/**
 * The shared delivery section is tested on its own; here a stand-in makes the choices the page
 * reacts to, through the same props (value, onChange, applyDelivery, error).
 */
vi.mock('@/features/checkout/components/delivery-section', () => ({
  DeliverySection: function Stub(props: {
    value: DeliveryState;
    onChange: (next: DeliveryState) => void;
    error: string | null;
    applyDelivery: (choice: unknown) => Promise<string | null>;
  }) {
    const [message, setMessage] = useState<string | null>(null);
    const apply = async (next: DeliveryState, choice: unknown) => {
      props.onChange(next);
      setMessage(await props.applyDelivery(choice));
    };
    return (
      <section aria-label="Доставка">
        <button
          type="button"
          onClick={() =>
            void apply({ ...props.value, tab: 'pvz', point }, { type: 'point', point })
          }
        >
          Выбрать ПВЗ Арбат
        </button>
        <button
          type="button"
          onClick={() =>
            void apply(
              { ...props.value, tab: 'address', saved, courier },
              {
                type: 'carrier',
                courier,
                address: saved.full_address,
                suggestion: {
                  value: saved.full_address,
                  data: { fias_id: 'fias-1', postal_code: '125009' },
                },
              },
            )
          }
        >
          Выбрать курьера
        </button>
        {(props.error ?? message) && <p role="alert">{props.error ?? message}</p>}
      </section>
    );
  },
}));

const http = { get: vi.fn(), post: vi.fn() };
const checkout = {
  order_data: {
    discount: 0,
    products: [
      {
        offer_id: 'o1',
        product_id: 'p1',
        name: 'Брошь «Стрекоза»',
        sku: 'B-1',
        slug: 'brosh',
        image: '/media/b.svg',
        size: null,
        count: 1,
        price: 5000,
        total: 5000,
        available: true,
      },
    ],
    products_count: 1,
    products_total: 5000,
    products_final_price: 5000,
    promocode: null,
  },
  saved_addresses: [],
  payment_type: 2,
  payment_types: [
    { id: 2, name: 'Наличными или картой при получении', description: 'При получении' },
    { id: 3, name: 'Картой онлайн', description: 'Онлайн' },
    { id: 4, name: 'В рассрочку', description: 'Без переплаты' },
  ],
  user_payment_types: { can_pay_offline: true },
};

type Params = Record<string, string | number | undefined>;
/** The reference pricing in small: the point costs 199 (+150 cash fee is not this carrier). */
function summaryFor(params: Params) {
  const pvz = params['delivery[pvz_id]'];
  const courierId = params['delivery[currier_delivery_id]'];
  const price = pvz ? (params.payment_type === 3 ? 99 : 199) : courierId ? -1 : 0;
  const type = pvz ? 'pvz' : courierId ? 'currier' : null;
  const paid = Math.max(price, 0);
  return {
    delivery: { type, price, name: pvz ? 'ПВЗ Арбат' : null, message: null },
    summary: { products_total: 5000, discount: 0, delivery: paid, total: 5000 + paid },
    discount: 0,
  };
}

function renderPage(props: Parameters<typeof LegacyCheckoutPage>[0] = {}) {
  return render(
    <QueryClientProvider client={getQueryClient()}>
      <LegacyCheckoutPage {...props} />
    </QueryClientProvider>,
  );
}
const total = () =>
  within(screen.getByRole('complementary', { name: 'Ваш заказ' }))
    .getByText('Итого')
    .parentElement?.textContent?.replace(/\s/g, '');
const summaryCalls = () =>
  http.get.mock.calls.filter(([url]) => url === '/checkout/summary').map(([, c]) => c.params);

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  getQueryClient().clear();
  window.sessionStorage.clear();
  http.get.mockImplementation((url: string, config?: { params?: Params }) => {
    if (url === '/get_checkout') return Promise.resolve({ data: checkout });
    if (url === '/checkout/summary') {
      return Promise.resolve({ data: summaryFor(config?.params ?? {}) });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
});
afterEach(() => vi.clearAllMocks());

describe('/checkout_old/', () => {
  it('an empty submit asks for a valid e-mail and sends nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Подтвердить заказ' }));
    expect(await screen.findByText('Введите корректный Email')).toBeInTheDocument();
    expect(screen.getAllByText('Заполните поле')).toHaveLength(2);
    expect(screen.getByText('Выберите пункт выдачи')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('recalculates the summary on a delivery choice and on a payment choice', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(
      await screen.findByRole('radio', { name: 'Наличными или картой при получении' }),
    ).toBeChecked();
    await waitFor(() => expect(summaryCalls()).toEqual([{ payment_type: 2 }]));
    expect(total()).toContain('5000');

    await user.click(screen.getByRole('button', { name: 'Выбрать ПВЗ Арбат' }));
    await waitFor(() => expect(total()).toContain('5199'));
    expect(summaryCalls()).toContainEqual({ payment_type: 2, 'delivery[pvz_id]': 'point-1' });

    await user.click(screen.getByRole('radio', { name: 'Картой онлайн' }));
    await waitFor(() => expect(total()).toContain('5099'));
    expect(summaryCalls()).toContainEqual({ payment_type: 3, 'delivery[pvz_id]': 'point-1' });
  });

  it('a courier priced −1 shows the message and blocks the order', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Выбрать курьера' }));
    expect(
      await screen.findByText('Курьерская доставка по этому адресу недоступна'),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('complementary')).getByText('Недоступна')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Иванова');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9161234567');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    expect(
      await screen.findByText('Курьерская доставка по этому адресу недоступна'),
    ).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('places the order once with the legacy body and opens the success page', async () => {
    const assign = vi.fn();
    const original = window.location;
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: 'http://localhost', assign },
    });
    http.post.mockResolvedValue({
      data: {
        id: 'order-1',
        number: 'Z-100001',
        delivery: { delivery_type: 'pvz', currier_delivery_id: null, pvz_id: 'point-1' },
        summary: { products_total: 5000, discount: 0, delivery: 199, total: 5199 },
        payment_url: null,
      },
    });
    const user = userEvent.setup();
    renderPage();
    await user.type(await screen.findByRole('textbox', { name: 'Имя' }), 'Анна');
    await user.type(screen.getByRole('textbox', { name: 'Фамилия' }), 'Иванова');
    await user.type(screen.getByRole('textbox', { name: 'Телефон' }), '9161234567');
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'anna@example.ru');
    await user.click(screen.getByRole('button', { name: 'Выбрать ПВЗ Арбат' }));
    await user.dblClick(screen.getByRole('button', { name: 'Подтвердить заказ' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/checkout_old/success/?order=order-1'),
    );
    expect(http.post).toHaveBeenCalledTimes(1);
    const [url, body, config] = http.post.mock.calls[0]!;
    expect(url).toBe('/orders/order');
    expect(body).toMatchObject({
      delivery: { delivery_type: 'pvz', pvz_id: 'point-1' },
      personal_data: {
        email: 'anna@example.ru',
        name: 'Анна',
        surname: 'Иванова',
        phone_number: '+7 (916) 123-45-67',
      },
      payment_type: 2,
    });
    expect(config.idempotencyKey).toEqual(expect.any(String));
    // the placed order leaves no pending attempt behind
    expect(readPendingOrder('legacy-order')).toBeNull();
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('the instalment route opens with «В рассрочку» chosen', async () => {
    renderPage({ initialPaymentType: 4 });
    expect(await screen.findByRole('radio', { name: 'В рассрочку' })).toBeChecked();
    await waitFor(() => expect(summaryCalls()).toEqual([{ payment_type: 4 }]));
  });
});

describe('/checkout_old/ after a lost order answer', () => {
  const sentBody = { payment_type: 2, personal_data: { name: 'Анна' } };
  const emptyCheckout = {
    ...checkout,
    order_data: { ...checkout.order_data, products: [], products_count: 0 },
  };
  const original = window.location;
  afterEach(() => {
    Object.defineProperty(window, 'location', { configurable: true, value: original });
  });

  it('an empty cart with a pending attempt sends it again and opens its success page', async () => {
    http.get.mockImplementation((url: string) =>
      url === '/get_checkout'
        ? Promise.resolve({ data: emptyCheckout })
        : Promise.reject(new Error(`unexpected GET ${url}`)),
    );
    const key = startOrderAttempt('legacy-order', 'legacy', sentBody);
    let answer: (value: unknown) => void = () => undefined;
    http.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const assign = vi.fn();
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...original, origin: 'http://localhost', assign },
    });
    renderPage();
    expect(await screen.findByRole('status')).toHaveTextContent(ORDER_CHECK_TEXT);
    expect(screen.queryByText(/Корзина пуста/)).not.toBeInTheDocument();
    // the replay's request code loads first (use-pending-order-replay): the call is awaited
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith('/orders/order', sentBody, {
        idempotencyKey: key,
        silent: true,
      }),
    );
    answer({
      data: {
        id: 'order-7',
        number: 'Z-100007',
        delivery: { delivery_type: 'pvz', currier_delivery_id: null, pvz_id: 'point-1' },
        summary: { products_total: 5000, discount: 0, delivery: 199, total: 5199 },
        payment_url: null,
      },
    });
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('/checkout_old/success/?order=order-7'),
    );
    expect(readPendingOrder('legacy-order')).toBeNull();
  });

  it('a cart with lines never replays', async () => {
    startOrderAttempt('legacy-order', 'legacy', sentBody);
    renderPage();
    expect(await screen.findByRole('button', { name: 'Подтвердить заказ' })).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });
});
