import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { makeProduct } from '@/features/product/testing/make-product';
import { browserClient } from '@/lib/platform/api/browser';
import { notify } from '@/lib/platform/toast';
import { productPrices, purchaseOptions } from '@/lib/shop/product-price';

import { ProductPurchase } from './product-purchase';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ refresh: vi.fn() }) }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const post = vi.fn();
const cart = {
  uuid: 'c',
  sessionId: 's',
  items: [],
  adjustments: [],
  canOrder: true,
  promocode: null,
  paySystem: null,
  totals: { quantity: 1, items: 1, discount: 0, total: 1 },
  status: null,
};

function renderRing(engravingImage: string | null = '/media/p/ring.svg') {
  const product = makeProduct();
  const { sized, offers } = purchaseOptions(product);
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ProductPurchase
        productId={product.id}
        slug="kolco"
        stockCounts={null}
        offers={offers}
        sized={sized}
        fallbackPrice={productPrices(product)}
        isFavorite={false}
        initialSize="17"
        ring
        engravingImage={engravingImage ?? undefined}
      />
    </QueryClientProvider>,
  );
  return { buy: screen.getByRole('button', { name: 'Добавить в корзину' }) };
}

/** Opens the panel; its code loads on first open (next/dynamic), so the field is awaited. */
async function openEngraving(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Добавить гравировку' }));
  return screen.findByLabelText('Текст гравировки');
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue({ post } as unknown as ReturnType<typeof browserClient>);
  post.mockResolvedValue({ data: { cart } });
});
afterEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('engraving on a wedding ring', () => {
  it('is offered only where the page says the ring can be engraved', () => {
    renderRing(null);
    expect(screen.queryByRole('button', { name: 'Добавить гравировку' })).not.toBeInTheDocument();
  });

  it('goes with the piece to the cart: text trimmed, font chosen', async () => {
    const user = userEvent.setup();
    const { buy } = renderRing();
    await user.type(await openEngraving(user), '  Навсегда ♥ ');
    await user.click(screen.getByRole('radio', { name: 'Рукописный' }));
    expect(
      screen.getByRole('img', {
        name: 'Предпросмотр гравировки: «Навсегда ♥», шрифт «Рукописный»',
      }),
    ).toBeInTheDocument();
    await user.click(buy);
    await waitFor(() => expect(notify.success).toHaveBeenCalled());
    expect(post).toHaveBeenCalledWith(
      '/api/cart/item',
      {
        offerUuid: 'o-17',
        productUuid: 'product-1',
        quantity: 1,
        engraving: { text: 'Навсегда ♥', font: 'script' },
      },
      { silent: true },
    );
  });

  it('tells a character the workshop cannot cut at once and keeps the text', async () => {
    const user = userEvent.setup();
    const { buy } = renderRing();
    const field = await openEngraving(user);
    await user.type(field, 'Люблю ☺');
    expect(screen.getByRole('alert')).toHaveTextContent('Недопустимый символ');
    expect(field).toHaveAccessibleDescription(/Недопустимый символ/);
    await user.click(buy);
    expect(post).not.toHaveBeenCalled();
    expect(field).toHaveFocus();
    expect(field).toHaveValue('Люблю ☺');
  });

  it('an empty text asks for one only when the ring is added; a long one is told at once', async () => {
    const user = userEvent.setup();
    const { buy } = renderRing();
    const field = await openEngraving(user);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(buy);
    expect(screen.getByRole('alert')).toHaveTextContent('Введите текст гравировки');
    expect(post).not.toHaveBeenCalled();
    await user.type(field, 'а'.repeat(26));
    expect(screen.getByRole('alert')).toHaveTextContent('Не более 25 символов');
  });

  it('«Убрать гравировку» adds the ring without one', async () => {
    const user = userEvent.setup();
    const { buy } = renderRing();
    await user.type(await openEngraving(user), 'X');
    await user.click(screen.getByRole('button', { name: 'Убрать гравировку' }));
    await user.click(buy);
    await waitFor(() => expect(post).toHaveBeenCalled());
    expect(post.mock.calls[0]![1]).not.toHaveProperty('engraving');
  });
});
