import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';
import { MSG } from '@/lib/shop/validation/messages';

import { makeOrder, renderAccount } from '../testing/render-account';

import { REFUND_SENT } from './order-refund';
import { ORDERS_FAILED, OrdersView } from './orders-view';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/account/orders/' }));

const http = { get: vi.fn(), post: vi.fn() };
const reasons = [
  { id: 1, name: 'Не подошёл размер' },
  { id: 2, name: 'Не понравилось изделие' },
];
const refundData = { data: [], reasons, email: null, name: 'Демидова Анна Сергеевна', phone: null };
const refundRequest = {
  uuid: 'r-1',
  order_id: 'order-Z-100001',
  order_number: 'Z-100001',
  reason: reasons[0],
  fio: 'Демидова Анна',
  bank_name: 'Банк',
  bik: '044525225',
  account: '40817810099910004312',
  address: 'Москва',
  comment: null,
  status: 'new',
  created_at: '2026-03-12T10:00:00Z',
};
const ordersPage = {
  items: [
    makeOrder('Z-100002', { status: 'awaiting_payment' }),
    makeOrder('Z-100001', { createdAt: '2026-02-01T10:00:00Z' }),
  ],
  pagination: { page: 2, last_page: 3, per_page: 10, total: 22 },
};

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockImplementation((url: string) => {
    if (url === '/orders') return Promise.resolve({ data: ordersPage });
    if (url === '/supports/order-refund') return Promise.resolve({ data: refundData });
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
});

afterEach(() => vi.clearAllMocks());

const orderCard = (number: string) =>
  screen.findByRole('article', { name: new RegExp(`Заказ № ${number}`) });

describe('OrdersView', () => {
  it('lists the page of orders with status, items, total and page links', async () => {
    renderAccount(<OrdersView page={2} />);
    const card = within(await orderCard('Z-100002'));
    expect(
      card.getByRole('heading', { name: 'Заказ № Z-100002 от 10.03.2026' }),
    ).toBeInTheDocument();
    expect(card.getByText('Ожидает оплаты')).toBeInTheDocument();
    expect(card.getByText(/Кольцо из золота, размер 17/)).toBeInTheDocument();
    expect(card.getByText(/Итого: 12\s990\s₽/)).toBeInTheDocument();
    expect(within(await orderCard('Z-100001')).getByText('Оплачен')).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/orders', { params: { page: 2 }, silent: true });

    const pager = screen.getByRole('navigation', { name: 'Страницы заказов' });
    expect(within(pager).getByRole('link', { name: 'Страница 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pager).getByRole('link', { name: 'Вперёд' })).toHaveAttribute(
      'href',
      // next/link adds the trailing slash only with the app's trailingSlash config
      expect.stringMatching(/^\/account\/orders\/?\?page=3$/),
    );
  });

  it('shows the failure message, the phone and «Повторить» once the read failed (its HTTP retry included), and retries on demand', async () => {
    let calls = 0;
    http.get.mockImplementation((url: string) => {
      if (url !== '/orders') return Promise.resolve({ data: refundData });
      calls += 1;
      return calls <= 1
        ? Promise.reject(new ApiError({ status: 500, message: 'Ошибка сервера' }))
        : Promise.resolve({ data: ordersPage });
    });
    const user = userEvent.setup();
    renderAccount(<OrdersView page={1} />);
    const failed = await screen.findByText(ORDERS_FAILED);
    // the client already tried twice (lib/platform/api/client.ts): no further round here
    expect(calls).toBe(1);
    expect(failed.closest('[role="alert"]')).toHaveTextContent('8 800 550-75-85');
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await orderCard('Z-100002')).toBeInTheDocument();
  });

  it('opens the details and sends a refund request after the spec 5 checks', async () => {
    http.post.mockResolvedValue({ data: { data: refundRequest } });
    const user = userEvent.setup();
    renderAccount(<OrdersView page={1} />);
    const card = within(await orderCard('Z-100001'));
    await user.click(card.getByRole('button', { name: 'Подробнее' }));
    expect(card.getByText('Картой онлайн')).toBeInTheDocument();
    expect(card.getByText('Самовывоз: ПВЗ Арбат')).toBeInTheDocument();
    await user.click(await card.findByRole('button', { name: 'Оформить возврат' }));

    const form = within(card.getByRole('form', { name: 'Возврат по заказу № Z-100001' }));
    expect(form.getByRole('textbox', { name: /ФИО получателя/ })).toHaveValue(
      'Демидова Анна Сергеевна',
    );
    await user.type(form.getByRole('textbox', { name: /Наименование банка/ }), '!');
    await user.type(form.getByRole('textbox', { name: /БИК/ }), '12345');
    await user.click(form.getByRole('button', { name: 'Отправить заявку' }));
    expect(await form.findByText(MSG.bankName)).toBeInTheDocument();
    expect(form.getByText(MSG.exactLength(9))).toBeInTheDocument();
    expect(form.getByText('Выберите причину возврата')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();

    await user.selectOptions(
      form.getByRole('combobox', { name: /Причина возврата/ }),
      'Не подошёл размер',
    );
    const bank = form.getByRole('textbox', { name: /Наименование банка/ });
    await user.clear(bank);
    await user.type(bank, 'ПАО Сбербанк');
    await user.clear(form.getByRole('textbox', { name: /БИК/ }));
    await user.type(form.getByRole('textbox', { name: /БИК/ }), '044525225');
    await user.type(form.getByRole('textbox', { name: /Номер счёта/ }), '40817810099910004312');
    await user.type(form.getByRole('textbox', { name: /Адрес/ }), 'Москва, ул. Тверская, д. 1');
    await user.click(form.getByRole('button', { name: 'Отправить заявку' }));
    expect(await card.findByText(REFUND_SENT)).toBeInTheDocument();
    expect(http.post).toHaveBeenCalledWith(
      '/supports/order-refund',
      {
        order_id: 'order-Z-100001',
        reason_id: 1,
        fio: 'Демидова Анна Сергеевна',
        bank_name: 'ПАО Сбербанк',
        bik: '044525225',
        account: '40817810099910004312',
        address: 'Москва, ул. Тверская, д. 1',
        comment: null,
      },
      { silent: true },
    );
  });

  it('shows the server 422 messages inline', async () => {
    http.post.mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Validation Error',
        fieldErrors: { bik: ['Неверный БИК'] },
      }),
    );
    const user = userEvent.setup();
    renderAccount(<OrdersView page={1} />);
    const card = within(await orderCard('Z-100002'));
    await user.click(card.getByRole('button', { name: 'Подробнее' }));
    await user.click(await card.findByRole('button', { name: 'Оформить возврат' }));
    const form = within(card.getByRole('form'));
    await user.selectOptions(form.getByRole('combobox', { name: /Причина возврата/ }), '2');
    await user.type(form.getByRole('textbox', { name: /Наименование банка/ }), 'ПАО Сбербанк');
    await user.type(form.getByRole('textbox', { name: /БИК/ }), '044525225');
    await user.type(form.getByRole('textbox', { name: /Номер счёта/ }), '40817810099910004312');
    await user.type(form.getByRole('textbox', { name: /Адрес/ }), 'Москва');
    await user.click(form.getByRole('button', { name: 'Отправить заявку' }));
    expect(await form.findByText('Неверный БИК')).toBeInTheDocument();
    await waitFor(() => expect(notify.error).toHaveBeenCalled());
  });

  it('shows a request already made instead of the form', async () => {
    http.get.mockImplementation((url: string) => {
      if (url === '/orders') return Promise.resolve({ data: ordersPage });
      return Promise.resolve({
        data: {
          ...refundData,
          data: [refundRequest],
        },
      });
    });
    const user = userEvent.setup();
    renderAccount(<OrdersView page={1} />);
    const card = within(await orderCard('Z-100001'));
    await user.click(card.getByRole('button', { name: 'Подробнее' }));
    expect(
      await card.findByText('Заявка на возврат от 12.03.2026 принята. Причина: Не подошёл размер'),
    ).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Оформить возврат' })).not.toBeInTheDocument();
  });
});
