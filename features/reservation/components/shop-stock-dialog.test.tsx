import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { ShopStock } from '@/lib/platform/api/contracts/stock';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { STOCK, makeReservation, makeShop } from '../testing/reservation-fakes';

import type { ReservationForm } from './reservation-form';
import { ShopStockDialog } from './shop-stock-dialog';

// the form has its own tests (shop-stock-button.test.tsx): here, only what the dialog hands it
const formProps = vi.hoisted(() => ({ last: null as null | Record<string, unknown> }));
vi.mock('./reservation-form', () => ({
  ReservationForm: (props: ComponentProps<typeof ReservationForm>) => {
    formProps.last = props;
    return (
      <form aria-label="Бронь">
        <button
          type="button"
          onClick={() =>
            props.onReserved(
              makeReservation({
                shop: { id: props.shop.id, name: props.shop.name, address: '', phone: '' },
                product: {
                  ...makeReservation().product,
                  offerUuid: props.offerId,
                  size: props.offerId === 'o-18' ? '18' : '17',
                },
              }),
            )
          }
        >
          Отправить
        </button>
      </form>
    );
  },
}));

const ITEM = { item_id: 'R-1', item_name: 'Кольцо из золота', price: 12990, discount: 1000 };

type Piece = ComponentProps<typeof ShopStockDialog>['piece'];
const SOLD_OUT_RING: Piece = {
  productUuid: 'p-1',
  offerId: null,
  size: null,
  sized: true,
  analyticsItem: ITEM,
};

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  formProps.last = null;
});
afterEach(() => vi.clearAllMocks());

function dialogOf(piece: Piece, shops: ShopStock[] = STOCK.shops) {
  return (
    <SettingsProvider value={TEST_SETTINGS}>
      <ShopStockDialog
        open
        onClose={vi.fn()}
        stock={{ status: 'ready', shops }}
        onReload={vi.fn()}
        piece={piece}
      />
    </SettingsProvider>
  );
}

function renderDialog(piece: Piece, shops?: ShopStock[]) {
  const view = render(dialogOf(piece, shops));
  return {
    ...view,
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Наличие в магазинах' }),
  };
}

const shopItem = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name))!;
const reserveIn = (name: string) =>
  within(shopItem(name)).queryByRole('button', { name: 'Забронировать' });

describe('reserving a size the page does not sell', () => {
  it('with no size chosen offers the sizes the shops hold; «Забронировать» goes on with the one chosen', async () => {
    const { user, dialog } = renderDialog(SOLD_OUT_RING);
    expect(dialog).toHaveAccessibleDescription('Чтобы забронировать, выберите размер');
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Размер' });
    expect(
      within(sizes)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual(['17', '18']);
    expect(within(sizes).getByRole('radio', { name: '17' })).not.toBeChecked();
    // each shop names what it holds, so the shopper knows which size to choose for it
    expect(shopItem('Арбат')).toHaveTextContent('Размеры в магазине: 17');
    expect(shopItem('Белая')).toHaveTextContent('Размеры в магазине: 17, 18');
    expect(shopItem('Центр')).toHaveTextContent('Размеры в магазине: 18');

    await user.click(within(sizes).getByRole('radio', { name: '18' }));
    expect(dialog).toHaveAccessibleDescription('Размер 18');
    expect(shopItem('Арбат')).toHaveTextContent('Нет');
    expect(reserveIn('Арбат')).toBeNull();
    expect(shopItem('Центр')).toHaveTextContent('Мало');
    expect(shopItem('Центр')).not.toHaveTextContent('Размеры в магазине');

    await user.click(reserveIn('Центр')!);
    expect(within(dialog).getByRole('form', { name: 'Бронь' })).toBeVisible();
    expect(within(dialog).getByRole('heading', { name: 'Центр' })).toBeVisible();
    expect(dialog).toHaveAccessibleDescription('Размер 18');
    expect(formProps.last).toMatchObject({ productUuid: 'p-1', offerId: 'o-18' });
    expect(formProps.last?.shop).toMatchObject({ id: 3 });

    await user.click(within(dialog).getByRole('button', { name: 'Отправить' }));
    const layer = (window as unknown as { dataLayer: object[] }).dataLayer;
    expect(layer).toContainEqual({
      event: 'reserve_in_store',
      ecommerce: {
        currency: 'RUB',
        value: 12990,
        shop_id: 3,
        items: [{ quantity: 1, ...ITEM, item_variant: '18' }],
      },
    });
  });

  it('«Забронировать» before a size asks for one in the dialog, which keeps the focus', async () => {
    const { user, dialog } = renderDialog(SOLD_OUT_RING);
    await user.click(reserveIn('Белая')!);
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Размер' });
    expect(sizes).toHaveFocus();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Выберите размер');
    expect(formProps.last).toBeNull();
    await user.click(within(sizes).getByRole('radio', { name: '17' }));
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(reserveIn('Белая')!);
    expect(formProps.last).toMatchObject({ offerId: 'o-17' });
  });

  it('a shop without the page’s size offers its own; back to the list keeps it; the page’s next size wins', async () => {
    const piece = { ...SOLD_OUT_RING, offerId: 'o-17', size: '17' };
    const { user, dialog, rerender } = renderDialog(piece);
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Размер' });
    expect(within(sizes).getByRole('radio', { name: '17' })).toBeChecked();
    expect(shopItem('Центр')).toHaveTextContent('Нет');
    expect(shopItem('Центр')).toHaveTextContent('Размеры в магазине: 18');
    expect(shopItem('Арбат')).not.toHaveTextContent('Размеры в магазине');
    expect(reserveIn('Центр')).toBeNull();

    await user.click(within(sizes).getByRole('radio', { name: '18' }));
    await user.click(reserveIn('Центр')!);
    expect(formProps.last).toMatchObject({ offerId: 'o-18' });
    await user.click(within(dialog).getByRole('button', { name: 'Назад к списку' }));
    expect(screen.getByRole('radio', { name: '18' })).toBeChecked();

    rerender(dialogOf({ ...piece, offerId: 'o-18', size: '18' }));
    rerender(dialogOf(piece));
    expect(screen.getByRole('radio', { name: '17' })).toBeChecked();
  });

  it('keeps the page’s size on offer when no shop holds it any more', () => {
    const shops = STOCK.shops.filter((stock) => stock.shop.name === 'Центр');
    renderDialog({ ...SOLD_OUT_RING, offerId: 'o-17', size: '17' }, shops);
    const sizes = screen.getByRole('radiogroup', { name: 'Размер' });
    expect(within(sizes).getAllByRole('radio')).toHaveLength(2);
    expect(within(sizes).getByRole('radio', { name: '17' })).toBeChecked();
    expect(reserveIn('Центр')).toBeNull();
  });

  it('a product without sizes sold out online is reserved by the shop’s own piece, no size asked', async () => {
    const held = (id: number, name: string, available: number): ShopStock => ({
      shop: makeShop(id, name, [55.7, 37.6]),
      offers: [{ offerUuid: 'only', size: null, available, level: available ? 'few' : 'none' }],
      available,
      level: available ? 'few' : 'none',
    });
    const piece = { ...SOLD_OUT_RING, sized: false };
    const { user, dialog } = renderDialog(piece, [held(1, 'Арбат', 2), held(2, 'Белая', 0)]);
    expect(dialog).not.toHaveAccessibleDescription();
    expect(within(dialog).queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(shopItem('Арбат')).not.toHaveTextContent('Размеры');
    expect(reserveIn('Белая')).toBeNull();
    await user.click(reserveIn('Арбат')!);
    expect(formProps.last).toMatchObject({ productUuid: 'p-1', offerId: 'only' });
  });
});
