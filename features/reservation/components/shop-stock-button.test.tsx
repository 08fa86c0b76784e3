import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { STOCK, makeReservation } from '../testing/reservation-fakes';
import { stockCounts, type StockCounts } from '../utils/shop-stock';

import { ShopStockButton, type StockPiece } from './shop-stock-button';
import { GEO_UNAVAILABLE } from './use-near-me';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };
const ITEM = { item_id: 'R-1', item_name: 'Кольцо из золота', price: 12990 };

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockImplementation((url: string) =>
    url === '/product/kolco/stock'
      ? Promise.resolve({ data: STOCK })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => vi.clearAllMocks());

function renderButton(
  piece: Partial<StockPiece> = {},
  drawn: StockCounts | null = stockCounts(STOCK.shops),
) {
  const props: StockPiece = {
    slug: 'kolco',
    productUuid: 'p-1',
    offerId: 'o-17',
    size: '17',
    sized: true,
    analyticsItem: ITEM,
    ...piece,
  };
  // the root layout's settings: no Yandex Maps key, so the dialog shows the list alone
  render(
    <SettingsProvider value={TEST_SETTINGS}>
      <ShopStockButton {...props} drawn={drawn} />
    </SettingsProvider>,
  );
  return { user: userEvent.setup() };
}

const shopNames = () =>
  within(screen.getByRole('list', { name: 'Магазины' }))
    .getAllByRole('heading')
    .map((heading) => heading.textContent);

async function openDialog(
  user: ReturnType<typeof userEvent.setup>,
  name = /Наличие в магазинах: 2/,
) {
  await user.click(await screen.findByRole('button', { name }));
  const dialog = await screen.findByRole('dialog', { name: 'Наличие в магазинах' });
  await within(dialog).findByRole('list', { name: 'Магазины' }); // read live with the press
  return dialog;
}

describe('«Наличие в магазинах»', () => {
  it('counts the shops with the chosen size, or any size, or says there is none, as the server read them', async () => {
    renderButton();
    expect(screen.getByRole('button', { name: 'Наличие в магазинах: 2' })).toBeVisible();
    document.body.innerHTML = '';
    renderButton({ offerId: null, size: null });
    expect(screen.getByRole('button', { name: 'Наличие в магазинах: 3' })).toBeVisible();
    document.body.innerHTML = '';
    renderButton({}, stockCounts([]));
    expect(screen.getByRole('button', { name: 'Нет в магазинах' })).toBeVisible();
    document.body.innerHTML = '';
    renderButton({}, null); // the server could not read the stock
    expect(screen.getByRole('button', { name: 'Наличие в магазинах' })).toBeVisible();
    // nothing is read in the browser before the press
    await act(() => vi.dynamicImportSettled());
    expect(http.get).not.toHaveBeenCalled();
  });

  it('the press reads the stock live, and the count follows that answer', async () => {
    http.get.mockResolvedValue({ data: { ...STOCK, shops: [] } });
    const { user } = renderButton();
    await user.click(screen.getByRole('button', { name: 'Наличие в магазинах: 2' }));
    expect(await screen.findByRole('button', { name: 'Нет в магазинах' })).toBeInTheDocument();
    expect(http.get).toHaveBeenCalledWith('/product/kolco/stock', { silent: true });
  });

  it('lists every shop by name with address, metro, hours and the size’s level; «Закрыть» gives the focus back', async () => {
    const { user } = renderButton();
    const dialog = await openDialog(user);
    expect(shopNames()).toEqual(['Арбат', 'Белая', 'Центр']);
    const items = within(dialog).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Москва, улица 1');
    expect(items[0]).toHaveTextContent('м. Станция 1');
    expect(items[0]).toHaveTextContent('Ежедневно 10:00–22:00');
    expect(items[0]).toHaveTextContent('В наличии');
    expect(items[1]).toHaveTextContent('Мало');
    expect(items[2]).toHaveTextContent('Нет');
    expect(within(items[2]!).queryByRole('button', { name: 'Забронировать' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Наличие в магазинах: 2' })).toHaveFocus();
  });

  it('«Рядом со мной» sorts nearest first; refused, keeps the name order and says so', async () => {
    const getCurrentPosition = vi.fn();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: { getCurrentPosition },
    });
    const { user } = renderButton();
    await openDialog(user);
    getCurrentPosition.mockImplementationOnce((_ok, refused: () => void) => refused());
    await user.click(screen.getByRole('button', { name: 'Рядом со мной' }));
    expect(screen.getByRole('status')).toHaveTextContent(GEO_UNAVAILABLE);
    expect(shopNames()).toEqual(['Арбат', 'Белая', 'Центр']);
    getCurrentPosition.mockImplementationOnce((ok: (p: object) => void) =>
      ok({ coords: { latitude: 55.751, longitude: 37.62 } }),
    );
    await user.click(screen.getByRole('button', { name: 'Рядом со мной' }));
    expect(shopNames()).toEqual(['Центр', 'Белая', 'Арбат']);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks for a size first, in its own «Размер», and stays open', async () => {
    const { user } = renderButton({ offerId: null, size: null });
    const dialog = await openDialog(user, /Наличие в магазинах: 3/);
    await user.click(within(dialog).getAllByRole('button', { name: 'Забронировать' })[0]!);
    const sizes = within(dialog).getByRole('radiogroup', { name: 'Размер' });
    expect(sizes).toHaveFocus();
    expect(sizes).toHaveAccessibleDescription('Выберите размер');
    expect(within(dialog).queryByRole('form', { name: 'Бронь' })).not.toBeInTheDocument();
  });
});

async function openForm(user: ReturnType<typeof userEvent.setup>, shop = 'Белая') {
  await openDialog(user);
  const item = screen.getAllByRole('listitem').find((li) => li.textContent?.includes(shop))!;
  await user.click(within(item).getByRole('button', { name: 'Забронировать' }));
  return screen.getByRole('form', { name: 'Бронь' });
}

async function fill(user: ReturnType<typeof userEvent.setup>, phone = '9123456789') {
  await user.type(screen.getByLabelText(/^Имя/), 'Анна');
  await user.type(screen.getByLabelText(/^Телефон/), phone);
  await user.click(screen.getByRole('checkbox', { name: /Согласие на обработку/ }));
}

/** A guest proves the phone first: the code sent by SMS, typed in (reservation-form.test.tsx). */
async function confirmPhone(user: ReturnType<typeof userEvent.setup>, form: HTMLElement) {
  http.post.mockResolvedValueOnce({
    data: { otp_id: 'otp-1', expires_at: '2026-03-10T09:05:00.000Z' },
  });
  await user.click(within(form).getByRole('button', { name: 'Получить код' }));
  await user.type(
    await within(form).findByRole('textbox', { name: /^Код из сообщения/ }),
    '111111',
  );
}

describe('the reservation form', () => {
  it('says the spec’s messages and sends nothing while invalid', async () => {
    const { user } = renderButton();
    const form = await openForm(user);
    await user.click(within(form).getByRole('button', { name: 'Получить код' }));
    expect(await within(form).findAllByText('Обязательное поле')).toHaveLength(2);
    expect(
      within(form).getByText('Необходимо согласие на обработку персональных данных'),
    ).toBeVisible();
    await user.type(screen.getByLabelText(/^Телефон/), '912');
    await user.click(within(form).getByRole('button', { name: 'Получить код' }));
    expect(await within(form).findByText('Некорректный номер телефона')).toBeVisible();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('sends one Idempotency-Key per attempt, keeps the fields on a refusal, then says until when', async () => {
    const { user } = renderButton();
    const form = await openForm(user);
    await fill(user);
    await confirmPhone(user, form);
    http.post
      .mockRejectedValueOnce(new ApiError({ status: 503, message: 'Сервис недоступен' }))
      .mockRejectedValueOnce(
        new ApiError({
          status: 422,
          message: 'Можно забронировать не более 3 изделий одновременно',
          code: 'reservation_limit',
          fieldErrors: { phone: ['Можно забронировать не более 3 изделий одновременно'] },
        }),
      )
      .mockResolvedValueOnce({ data: { reservation: makeReservation() } });
    const submit = within(form).getByRole('button', { name: 'Забронировать' });
    await user.click(submit);
    expect(await within(form).findByRole('alert')).toHaveTextContent('Не удалось забронировать');
    await user.click(submit);
    expect(
      await within(form).findByText('Можно забронировать не более 3 изделий одновременно'),
    ).toBeVisible();
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна');
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+7 (912) 345-67-89');
    await user.click(submit);
    expect(
      await screen.findByRole('heading', { name: 'Забронировано до 13.03.2026 12:00' }),
    ).toHaveFocus();
    const body = {
      shopId: 2,
      productUuid: 'p-1',
      offerUuid: 'o-17',
      name: 'Анна',
      phone: '+7 (912) 345-67-89',
      consent: true,
      otpId: 'otp-1',
      otpCode: '111111',
    };
    expect(http.post).toHaveBeenCalledTimes(4);
    const keys = http.post.mock.calls.slice(1).map(([url, sent, config]) => {
      expect(url).toBe('/api/reservation');
      expect(sent).toEqual(body);
      return (config as { idempotencyKey: string }).idempotencyKey;
    });
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Белая, Москва, улица 2');
    expect(within(dialog).getByRole('link', { name: 'Открыть бронь' })).toHaveAttribute(
      'href',
      '/reservation/res-1/?token=tok_abc',
    );
    expect(window.localStorage.getItem('tok_abc')).toBeNull();
    const layer = (window as unknown as { dataLayer: object[] }).dataLayer;
    expect(layer).toContainEqual({
      event: 'reserve_in_store',
      ecommerce: {
        currency: 'RUB',
        value: 12990,
        shop_id: 2,
        items: [{ quantity: 1, ...ITEM, item_variant: '17' }],
      },
    });
  });

  it('an out-of-stock refusal is the form’s message and reads the stock again', async () => {
    const { user } = renderButton();
    const form = await openForm(user);
    await fill(user);
    await confirmPhone(user, form);
    http.post.mockRejectedValueOnce(
      new ApiError({
        status: 422,
        message: 'Ошибка валидации',
        code: 'out_of_stock',
        fieldErrors: { offerUuid: ['В этом магазине изделия нет в наличии'] },
      }),
    );
    await user.click(within(form).getByRole('button', { name: 'Забронировать' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'В этом магазине изделия нет в наличии',
    );
    await waitFor(() => expect(http.get).toHaveBeenCalledTimes(2));
  });

  it('prefills a signed-in customer’s name and phone; the link carries no token', async () => {
    useSessionStore.setState({ hydrated: true, loggedIn: true });
    http.get.mockImplementation((url: string) =>
      Promise.resolve({
        data:
          url === '/profile'
            ? {
                profile: {
                  surname: 'Демидова',
                  name: 'Анна',
                  patronymic: null,
                  birth_date: null,
                  email: null,
                  sex: null,
                  is_subscribed: false,
                  phone: '+7 (900) 000-00-01',
                },
              }
            : STOCK,
      }),
    );
    const { user } = renderButton();
    const form = await openForm(user);
    await waitFor(() => expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна'));
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue('+7 (900) 000-00-01');
    await user.click(screen.getByRole('checkbox', { name: /Согласие на обработку/ }));
    http.post.mockResolvedValueOnce({ data: { reservation: makeReservation() } });
    await user.click(within(form).getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('link', { name: 'Открыть бронь' })).toHaveAttribute(
      'href',
      '/reservation/res-1/',
    );
  });
});
