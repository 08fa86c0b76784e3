import { QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { ApiError } from '@/lib/platform/api/errors';
import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { notify } from '@/lib/platform/toast';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { TEST_SETTINGS } from '@/tests/test-utils';

import {
  INITIAL_CART_UI,
  ITEM_REMOVED,
  QUANTITY_CHANGED,
  useCartStore,
} from '../stores/cart-store';
import { makeCart, makeCartItem } from '../testing/make-cart';

import { CartView } from './cart-view';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));
vi.mock('next/navigation', () => ({ usePathname: () => '/cart/' }));

const http = { get: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };
const answer = (cart: Cart) => ({ data: { cart } });

/** Renders with the browser QueryClient the cart store writes into, as app/providers.tsx does. */
function renderWithCart(ui: ReactElement) {
  return render(
    <SettingsProvider value={TEST_SETTINGS}>
      <QueryClientProvider client={getQueryClient()}>{ui}</QueryClientProvider>
    </SettingsProvider>,
  );
}
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const twoLines = () =>
  makeCart([
    makeCartItem('a', { quantity: 2, price: 12990, cost: 25980 }),
    makeCartItem('b', { price: 5000, cost: 5000, size: null }),
  ]);

function showCart(cart: Cart) {
  document.cookie = 'cart_session=1; path=/'; // the door's hint cookie
  http.get.mockResolvedValue(answer(cart));
  renderWithCart(<CartView />);
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  useCartStore.setState(INITIAL_CART_UI);
  getQueryClient().clear();
  window.localStorage.clear();
  document.cookie = 'cart_session=; max-age=0; path=/';
});

afterEach(() => vi.clearAllMocks());

describe('CartView', () => {
  it('shows a skeleton while the cart loads', () => {
    document.cookie = 'cart_session=1; path=/'; // the door's hint cookie
    http.get.mockReturnValue(new Promise(() => undefined));
    renderWithCart(<CartView />);
    expect(screen.getByText('Загружаем корзину…')).toBeInTheDocument();
  });

  it('lists the lines with links, sizes, prices and the summary', async () => {
    showCart(twoLines());
    const list = await screen.findByRole('list', { name: 'Товары в корзине' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Корзина 3 товара');
    const lines = within(list).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]!).getByRole('link', { name: 'Кольцо a' })).toHaveAttribute(
      'href',
      '/product/ring-a/',
    );
    expect(lines[0]).toHaveTextContent('Размер: 17');
    expect(plain(lines[0]!.textContent)).toContain('12 990 ₽');
    expect(plain(lines[0]!.textContent)).toContain('25 980 ₽');
    expect(within(lines[0]!).getByRole('status')).toHaveTextContent('Количество: 2');
    expect(plain(screen.getByText('Итого').nextElementSibling!.textContent)).toBe('30 980 ₽');
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute(
      'href',
      '/checkoutnew/',
    );
  });

  it('changes the quantity through the service and says so', async () => {
    showCart(twoLines());
    const list = await screen.findByRole('list', { name: 'Товары в корзине' });
    const first = within(list).getAllByRole('listitem')[0]!;
    http.patch.mockResolvedValue(
      answer(makeCart([makeCartItem('a', { quantity: 3 }), makeCartItem('b')])),
    );
    await userEvent.click(within(first).getByRole('button', { name: 'Увеличить количество' }));
    await waitFor(() =>
      expect(within(first).getByRole('status')).toHaveTextContent('Количество: 3'),
    );
    expect(http.patch).toHaveBeenCalledWith('/api/cart/item/increase/a', {}, { silent: true });
    expect(notify.success).toHaveBeenCalledWith(QUANTITY_CHANGED, { toastId: QUANTITY_CHANGED });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('4 товара');
  });

  it('cannot decrease below one', async () => {
    showCart(makeCart([makeCartItem('a')]));
    const button = await screen.findByRole('button', { name: 'Уменьшить количество' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(http.patch).not.toHaveBeenCalled();
  });

  it('stops «+» at the stock limit and says why', async () => {
    showCart(makeCart([makeCartItem('a', { quantity: 1, available: 2 })]));
    const increase = await screen.findByRole('button', { name: 'Увеличить количество' });
    expect(increase).toHaveAttribute('aria-disabled', 'false');
    expect(increase).not.toHaveAccessibleDescription();
    http.patch.mockResolvedValue(
      answer(makeCart([makeCartItem('a', { quantity: 2, available: 2 })])),
    );
    await userEvent.click(increase);
    // aria-disabled is true while the write is on its way too: the limit's reason is what is awaited
    await waitFor(() => expect(increase).toHaveAccessibleDescription('В наличии только 2 шт.'));
    expect(increase).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('В наличии только 2 шт.')).toBeVisible();
    await userEvent.click(increase);
    expect(http.patch).toHaveBeenCalledTimes(1);
  });

  it('offline, − and + wait with the reason and send nothing; back online they work', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(true);
    showCart(makeCart([makeCartItem('a', { quantity: 2, available: 5 })]));
    const increase = await screen.findByRole('button', { name: 'Увеличить количество' });
    const decrease = screen.getByRole('button', { name: 'Уменьшить количество' });
    onLine.mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    for (const button of [increase, decrease]) {
      expect(button).toHaveAttribute('aria-disabled', 'true');
      expect(button).toHaveAccessibleDescription('Нет подключения к интернету');
      await userEvent.click(button);
    }
    expect(http.patch).not.toHaveBeenCalled();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(increase).toHaveAttribute('aria-disabled', 'false');
    expect(increase).not.toHaveAccessibleDescription();
    onLine.mockRestore();
  });

  it('removes a line, and an emptied cart shows the empty state', async () => {
    writeStorage(STORAGE_KEYS.productLists, '[]');
    showCart(makeCart([makeCartItem('a')]));
    http.delete.mockResolvedValue(answer(makeCart([])));
    await userEvent.click(await screen.findByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('link', { name: 'Перейти в каталог' })).toHaveAttribute(
      'href',
      '/catalog/',
    );
    expect(notify.success).toHaveBeenCalledWith(ITEM_REMOVED, { toastId: ITEM_REMOVED });
    expect(readStorage(STORAGE_KEYS.productLists)).toBeNull();
  });

  it('shows the empty state without a cart session', async () => {
    renderWithCart(<CartView />);
    expect(await screen.findByText('В корзине пока ничего нет.')).toBeInTheDocument();
    expect(http.get).not.toHaveBeenCalled();
  });

  it('marks unavailable lines and sends «Оформить заказ» to the explanation page', async () => {
    showCart(
      makeCart([makeCartItem('a'), makeCartItem('b', { isCompleted: false })], {
        status: 'STATUS_SOME_PRODUCTS_DO_NOT_EXIST',
        canOrder: false,
      }),
    );
    expect(await screen.findByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Оформить заказ' })).toHaveAttribute(
      'href',
      '/incorrect-products-count/',
    );
    http.delete.mockResolvedValue(answer(makeCart([makeCartItem('a')])));
    await userEvent.click(screen.getByRole('button', { name: 'Удалить недоступные товары' }));
    await waitFor(() => expect(screen.queryByText('Нет в наличии')).not.toBeInTheDocument());
    expect(http.delete).toHaveBeenCalledWith('/api/cart/clear-out-of-stock', { silent: true });
  });

  it('disables «Оформить заказ» with the reason when the cart cannot be ordered', async () => {
    showCart(makeCart([makeCartItem('a')], { canOrder: false }));
    const button = await screen.findByRole('button', { name: 'Оформить заказ' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription(/нельзя оформить/);
  });
});

describe('CartView: the cart the server read', () => {
  it('draws the server copy at once and, just drawn, does not read it again', async () => {
    document.cookie = 'cart_session=1; path=/'; // the door's hint cookie
    const drawn = { cart: makeCart([makeCartItem('a')]), drawnAt: Date.now() };
    renderWithCart(<CartView serverCart={drawn} />);
    // no skeleton: the first render is the server's cart (what hydration must match)
    expect(screen.queryByText('Загружаем корзину…')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Корзина 1 товар');
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(http.get).not.toHaveBeenCalled();
  });

  it('a copy drawn longer ago than the stale time (a kept page) is read again', async () => {
    document.cookie = 'cart_session=1; path=/'; // the door's hint cookie
    http.get.mockResolvedValue(answer(makeCart([makeCartItem('a'), makeCartItem('b')])));
    const old = { cart: makeCart([makeCartItem('a')]), drawnAt: Date.now() - 5 * 60_000 };
    renderWithCart(<CartView serverCart={old} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Корзина 1 товар');
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Корзина 2 товара'),
    );
    expect(http.get).toHaveBeenCalledWith('/api/cart', { silent: true });
  });

  it('keeps the server copy on screen when the read after it fails, and says so', async () => {
    document.cookie = 'cart_session=1; path=/'; // the door's hint cookie
    http.get.mockRejectedValue(new ApiError({ message: 'Сервис недоступен', status: 503 }));
    const old = { cart: makeCart([makeCartItem('a')]), drawnAt: Date.now() - 5 * 60_000 };
    renderWithCart(<CartView serverCart={old} />);
    const note = (
      await screen.findByText('Не удалось обновить корзину: показана последняя загруженная.')
    ).closest('[role="status"]') as HTMLElement;
    expect(note).toHaveTextContent(TEST_SETTINGS.supportPhone);
    expect(within(note).getByRole('button', { name: 'Повторить' })).toBeInTheDocument();
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.getByRole('list', { name: 'Товары в корзине' })).toBeInTheDocument();
    expect(screen.queryByText('Не удалось загрузить корзину.')).not.toBeInTheDocument();
  });

  it('draws the empty state for a request without a session, with no read', async () => {
    renderWithCart(<CartView serverCart={{ cart: null, drawnAt: Date.now() }} />);
    expect(screen.getByText('В корзине пока ничего нет.')).toBeInTheDocument();
    await waitFor(() => expect(getQueryClient().isFetching()).toBe(0));
    expect(http.get).not.toHaveBeenCalled();
  });

  it("reads a migrated legacy token's cart after an empty server copy (spec 4)", async () => {
    writeStorage(STORAGE_KEYS.legacyCartToken, 'legacy-1');
    http.get.mockResolvedValue(answer(makeCart([makeCartItem('a')])));
    renderWithCart(<CartView serverCart={{ cart: null, drawnAt: Date.now() }} />);
    expect(await screen.findByRole('list', { name: 'Товары в корзине' })).toBeInTheDocument();
    expect(readStorage(STORAGE_KEYS.legacyCartToken)).toBeNull();
  });
});

describe('CartView: promo code', () => {
  it('shows a refused code under the field and keeps the typed text', async () => {
    showCart(twoLines());
    const field = await screen.findByRole('textbox', { name: 'Промокод' });
    http.put.mockRejectedValue(
      new ApiError({
        status: 422,
        message: 'Validation Error',
        fieldErrors: { code: ['Срок действия промокода истёк'] },
      }),
    );
    await userEvent.type(field, 'OLD2020');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Срок действия промокода истёк');
    expect(field).toHaveValue('OLD2020');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Срок действия промокода истёк');
  });

  it('applies a code, shows it with its discount, and «Удалить» removes it', async () => {
    showCart(twoLines());
    const base = twoLines();
    const withPromo = makeCart(base.items, {
      adjustments: [{ type: 'promo', promocode: 'GOLD10', amount: -3098 }],
      totals: { ...base.totals, discount: 3098, saving: 0, total: base.totals.items - 3098 },
    });
    http.put.mockResolvedValue(answer(withPromo));
    await userEvent.type(await screen.findByRole('textbox', { name: 'Промокод' }), 'GOLD10');
    await userEvent.click(screen.getByRole('button', { name: 'Применить' }));
    const applied = await screen.findByText(/применён/);
    expect(plain(applied.textContent)).toBe('Промокод GOLD10 применён: скидка 3 098 ₽');
    expect(readStorage(STORAGE_KEYS.promocode)).toBe('GOLD10');
    expect(plain(screen.getByText('Скидка по промокоду').nextElementSibling!.textContent)).toBe(
      '−3 098 ₽',
    );
    expect(plain(screen.getByText('Итого').nextElementSibling!.textContent)).toBe('27 882 ₽');

    http.delete.mockResolvedValue(answer(twoLines()));
    const aside = screen.getByRole('complementary', { name: 'Промокод и итог' });
    await userEvent.click(within(aside).getByRole('button', { name: 'Удалить' }));
    expect(await screen.findByRole('textbox', { name: 'Промокод' })).toHaveValue('');
    expect(http.delete).toHaveBeenCalledWith('/api/cart/promocode', { silent: true });
    expect(readStorage(STORAGE_KEYS.promocode)).toBeNull();
  });
});

describe('CartView: engraved rings', () => {
  const engraved = (uuid: string, text: string, price: number) =>
    makeCartItem(uuid, { engraving: { text, font: 'script', price } });

  it('names each line’s engraving and its price, and says once that it cannot be returned', async () => {
    showCart(makeCart([engraved('a', 'Навсегда', 0), engraved('b', 'Твоя', 1500)]));
    const lines = await screen.findAllByRole('listitem');
    expect(plain(lines[0]!.textContent)).toContain(
      'Гравировка: «Навсегда» · Рукописный, в подарок',
    );
    expect(plain(lines[1]!.textContent)).toContain('Гравировка: «Твоя» · Рукописный, 1 500 ₽');
    expect(screen.getAllByRole('note')).toHaveLength(1);
    expect(screen.getByRole('note')).toHaveTextContent(
      'Изделие с гравировкой изготавливается на заказ и не подлежит возврату',
    );
  });

  it('says nothing of returns without an engraving', async () => {
    showCart(twoLines());
    await screen.findAllByRole('listitem');
    expect(screen.queryByText(/не подлежит возврату/)).not.toBeInTheDocument();
  });
});
