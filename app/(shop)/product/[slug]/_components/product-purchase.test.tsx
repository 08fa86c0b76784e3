import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';
import { STOCK } from '@/features/reservation/testing/reservation-fakes';
import { stockCounts, type StockCounts } from '@/features/reservation/utils/shop-stock';
import { browserClient } from '@/lib/platform/api/browser';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import { ApiError } from '@/lib/platform/api/errors';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { notify } from '@/lib/platform/toast';
import { productPrices, purchaseOptions } from '@/lib/shop/product-price';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { ProductPurchase } from './product-purchase';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
const refresh = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const post = vi.fn();

function purchase(
  product: Product,
  initialSize: string | null = null,
  ring = false,
  counts: StockCounts | null = null,
) {
  const { sized, offers } = purchaseOptions(product);
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <QueryClientProvider client={queryClient}>
      <ProductPurchase
        productId={product.id}
        slug="kolco"
        stockCounts={counts}
        offers={offers}
        sized={sized}
        fallbackPrice={productPrices(product)}
        isFavorite={false}
        initialSize={initialSize}
        ring={ring}
      />
    </QueryClientProvider>
  );
}

function renderPurchase(product: Product, initialSize: string | null = null, ring = false) {
  render(purchase(product, initialSize, ring));
  return { buy: screen.getByRole('button', { name: 'Добавить в корзину' }) };
}

const cartAnswer = {
  data: {
    cart: {
      uuid: 'c',
      sessionId: 's',
      items: [],
      adjustments: [],
      canOrder: true,
      promocode: null,
      paySystem: null,
      totals: { quantity: 1, items: 1, discount: 0, total: 1 },
      status: null,
    },
  },
};

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<typeof browserClient>);
  post.mockResolvedValue(cartAnswer);
});
afterEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
  window.localStorage.clear();
});

describe('ProductPurchase', () => {
  it('stops offering a size the cart service refuses as out of stock, and reads the page again', async () => {
    const user = userEvent.setup();
    post.mockRejectedValueOnce(
      new ApiError({
        message: 'Ошибка валидации',
        status: 422,
        code: 'out_of_stock',
        fieldErrors: { offerUuid: ['Товара нет в наличии'] },
      }),
    );
    const { buy } = renderPurchase(makeProduct(), '17');
    const group = screen.getByRole('radiogroup', { name: 'Размер' });
    expect(within(group).getByRole('radio', { name: '17' })).toBeChecked();
    await user.click(buy);
    await waitFor(() =>
      expect(within(group).queryByRole('radio', { name: '17' })).not.toBeInTheDocument(),
    );
    expect(vi.mocked(notify.warning)).toHaveBeenCalledWith(
      'Товара нет в наличии',
      expect.anything(),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(window.location.search).toBe('');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['15.5', '18']);
    // nothing chosen: the next try asks for a size instead of sending the refused one
    await user.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent('Выберите размер');
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('a product whose only offer is refused shows «Нет в наличии» and cannot be bought', async () => {
    post.mockRejectedValueOnce(
      new ApiError({ message: 'Ошибка валидации', status: 422, code: 'out_of_stock' }),
    );
    const { buy } = renderPurchase(
      makeProduct({ productOffers: [makeOffer('only', null, 1, 4990)] }),
    );
    await userEvent.click(buy);
    // the button is disabled while the write is on its way too: the refusal's text is awaited
    expect(await screen.findByText('Нет в наличии')).toBeInTheDocument();
    expect(buy).toBeDisabled();
  });

  it('offers the sizes in stock, ascending, as the radio group «Размер»', () => {
    renderPurchase(makeProduct());
    const group = screen.getByRole('radiogroup', { name: 'Размер' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['15.5', '17', '18']);
  });

  it('asks for a size by the group, focuses it and sends nothing', async () => {
    const { buy } = renderPurchase(makeProduct());
    await userEvent.click(buy);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Выберите размер');
    const group = screen.getByRole('radiogroup', { name: 'Размер' });
    expect(group).toHaveFocus();
    expect(group).toHaveAccessibleDescription('Выберите размер');
    expect(buy).toHaveAccessibleDescription('Выберите размер');
    expect(post).not.toHaveBeenCalled();
  });

  it('adds the chosen size and clears the message', async () => {
    const { buy } = renderPurchase(makeProduct());
    await userEvent.click(buy);
    await userEvent.click(screen.getByRole('radio', { name: '17' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(buy);
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/api/cart/item',
      { offerUuid: 'o-17', productUuid: 'product-1', quantity: 1 },
      { silent: true },
    );
  });

  it('keeps the chosen size in the address and starts from it', async () => {
    renderPurchase(makeProduct(), '18');
    expect(screen.getByRole('radio', { name: '18' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: '15.5' }));
    expect(new URL(window.location.href).searchParams.get('size')).toBe('15.5');
  });

  it('ignores a size in the address that is not in stock', () => {
    renderPurchase(makeProduct(), '16.5');
    expect(screen.getAllByRole('radio').some((radio) => (radio as HTMLInputElement).checked)).toBe(
      false,
    );
  });

  it('reads «от» the lowest price until a size with its own price is chosen', async () => {
    renderPurchase(
      makeProduct({
        productOffers: [makeOffer('a', '17', 1, 15000), makeOffer('b', '18', 1, 12000, 16000)],
      }),
    );
    expect(screen.getByText('от')).toBeInTheDocument();
    expect(screen.getByText(/12\s000/)).toBeInTheDocument();
    expect(screen.getByText('−25%')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: '17' }));
    expect(screen.queryByText('от')).not.toBeInTheDocument();
    expect(screen.getByText(/15\s000/)).toBeInTheDocument();
    expect(screen.queryByText(/%/)).not.toBeInTheDocument();
  });

  it('sells a product without sizes by its single offer, with no size group', async () => {
    const { buy } = renderPurchase(
      makeProduct({ productOffers: [makeOffer('only', null, 2, 4990)] }),
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByText('от')).not.toBeInTheDocument();
    await userEvent.click(buy);
    await waitFor(() => expect(post).toHaveBeenCalledOnce());
    expect(post.mock.calls[0]?.[1]).toMatchObject({ offerUuid: 'only' });
  });

  it('shows «Нет в наличии» and a disabled button when nothing is in stock', () => {
    const { buy } = renderPurchase(
      makeProduct({
        productOffers: [makeOffer('a', '17', 0, 9990), makeOffer('b', '18', 0, 9990)],
      }),
    );
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(buy).toBeDisabled();
    expect(buy).toHaveAccessibleDescription('Нет в наличии');
    expect(screen.getByText(/9\s990/)).toBeInTheDocument();
  });

  it('sold out online, still shows the shops’ stock, whose dialog offers the sizes the shops hold', async () => {
    const get = vi.fn().mockResolvedValue({ data: STOCK });
    vi.mocked(browserClient).mockReturnValue({ post, get } as unknown as ReturnType<
      typeof browserClient
    >);
    const product = makeProduct({
      productOffers: [makeOffer('o-17', '17', 0, 9990), makeOffer('o-18', '18', 0, 9990)],
    });
    // the server's HTML counts the shops as the server read them
    const drawn = stockCounts(STOCK.shops);
    expect(
      renderToString(
        <SettingsProvider value={TEST_SETTINGS}>
          {purchase(product, null, false, drawn)}
        </SettingsProvider>,
      ),
    ).toContain('>Наличие в магазинах: 3</button>');
    render(
      <SettingsProvider value={TEST_SETTINGS}>
        {purchase(product, null, false, drawn)}
      </SettingsProvider>,
    );
    expect(screen.getByText('Нет в наличии')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    const user = userEvent.setup();
    expect(get).not.toHaveBeenCalled(); // nothing read before the press
    await user.click(await screen.findByRole('button', { name: 'Наличие в магазинах: 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Наличие в магазинах' });
    const sizes = await within(dialog).findByRole('radiogroup', { name: 'Размер' });
    expect(get).toHaveBeenCalledWith('/product/kolco/stock', { silent: true });
    await user.click(within(sizes).getByRole('radio', { name: '18' }));
    const centre = within(dialog)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Центр'))!;
    await user.click(within(centre).getByRole('button', { name: 'Забронировать' }));
    expect(await within(dialog).findByRole('form', { name: 'Бронь' })).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('Размер 18');
    // the page still sells nothing: no size picker of its own, no size in the address
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(window.location.search).toBe('');
  });

  it('has the favourite toggle next to the button', () => {
    renderPurchase(makeProduct());
    expect(screen.getByRole('button', { name: 'В избранное' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe('the ring size remembered on this device', () => {
  const checkedSize = () =>
    screen
      .getAllByRole('radio')
      .filter((radio) => (radio as HTMLInputElement).checked)
      .map((radio) => radio.closest('label')?.textContent);

  it('preselects the remembered size on a ring when it is sellable', () => {
    window.localStorage.setItem('ringSize', '17');
    renderPurchase(makeProduct(), null, true);
    expect(checkedSize()).toEqual(['17']);
  });

  it('leaves the choice open when the size is not sellable, or the product is no ring', () => {
    window.localStorage.setItem('ringSize', '16.5');
    const { unmount } = render(purchase(makeProduct(), null, true));
    expect(checkedSize()).toEqual([]);
    unmount();
    window.localStorage.setItem('ringSize', '17');
    renderPurchase(makeProduct(), null, false);
    expect(checkedSize()).toEqual([]);
  });

  it('a size in the address, or one the shopper picks, wins over the remembered one', async () => {
    window.localStorage.setItem('ringSize', '17');
    renderPurchase(makeProduct(), '18', true);
    expect(checkedSize()).toEqual(['18']);
    await userEvent.click(screen.getByRole('radio', { name: '15.5' }));
    expect(checkedSize()).toEqual(['15.5']);
  });

  it('offers «Как узнать размер» beside «Размер» on rings only', () => {
    const { unmount } = render(purchase(makeProduct(), null, true));
    expect(screen.getByRole('button', { name: 'Как узнать размер' })).toBeInTheDocument();
    unmount();
    renderPurchase(makeProduct(), null, false);
    expect(screen.queryByRole('button', { name: 'Как узнать размер' })).not.toBeInTheDocument();
  });

  it('the server HTML knows no remembered size, and hydration adds it without a mismatch', async () => {
    window.localStorage.setItem('ringSize', '17');
    const html = renderToString(purchase(makeProduct(), null, true));
    expect(html).not.toMatch(/checked=""/);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const onRecoverableError = vi.fn();
    const root = await act(async () =>
      hydrateRoot(container, purchase(makeProduct(), null, true), { onRecoverableError }),
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: '17' })).toBeChecked());
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
