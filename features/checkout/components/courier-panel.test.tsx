import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { CourierOption, SavedAddress } from '@/lib/platform/api/contracts/delivery';
import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';
import { ApiError } from '@/lib/platform/api/errors';

import { INITIAL_DELIVERY, currentChoice, type DeliveryState } from '../utils/delivery-state';

import { CourierPanel } from './courier-panel';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn(), put: vi.fn(), patch: vi.fn(), delete: vi.fn() };

const tverskaya: AddressSuggestion = {
  value: 'г Москва, ул Тверская, д 7',
  unrestricted_value: '125009, г Москва, ул Тверская, д 7',
  data: {
    geo_lat: '55.76',
    geo_lon: '37.61',
    street_with_type: 'ул Тверская',
    settlement: null,
    city: 'Москва',
    house: '7',
    house_type_full: 'дом',
    postal_code: '125009',
    fias_id: 'fias-tverskaya',
  },
};
const arbat: SavedAddress = {
  uuid: 'saved-arbat',
  full_address: 'г Москва, ул Арбат, д 1, кв 12',
  unrestricted_value: '119002, г Москва, ул Арбат, д 1, кв 12',
  flat: '12',
  fias: 'fias-arbat',
  postIndex: '119002',
  lat: 55.75,
  lon: 37.59,
  cost: 350,
};
const cdek: CourierOption = {
  carrier: { uuid: 'c-cdek', external_id: 'cdek', name: 'СДЭК' },
  cost: 350,
  daysMin: 1,
  daysMax: 2,
  dateFrom: '2026-11-23',
  dateTo: '2026-11-24',
};

let savedList: SavedAddress[] = [];
const latest: { state: DeliveryState } = { state: INITIAL_DELIVERY };
const onCourierChosen = vi.fn();

function Harness() {
  const [state, setState] = useState<DeliveryState>({ ...INITIAL_DELIVERY, tab: 'address' });
  useEffect(() => {
    latest.state = state;
  });
  return (
    <CourierPanel
      cartCost={5000}
      value={state}
      onChange={setState}
      onCourierChosen={onCourierChosen}
    />
  );
}

function renderPanel() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Harness />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  savedList = [];
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockImplementation((url: string, config?: { params?: { query?: string } }) => {
    if (url === '/get_suggestions_by_query') {
      const query = config?.params?.query ?? '';
      return Promise.resolve({
        data: { suggestions: 'тверская'.startsWith(query.toLowerCase()) ? [tverskaya] : [] },
      });
    }
    return Promise.reject(new Error(`unexpected GET ${url}`));
  });
  http.post.mockImplementation((url: string) => {
    if (url === '/api/delivery/address/ext-list')
      return Promise.resolve({ data: { items: savedList } });
    if (url === '/api/delivery/carrier/by-cost')
      return Promise.resolve({ data: { items: [cdek] } });
    return Promise.reject(new Error(`unexpected POST ${url}`));
  });
  http.delete.mockImplementation((url: string) => {
    savedList = savedList.filter((item) => !url.endsWith(item.uuid));
    return Promise.resolve({ data: null });
  });
});

afterEach(() => {
  vi.clearAllMocks();
});

describe('CourierPanel: typed address', () => {
  it('asks for the city when the typed address was not autocompleted', async () => {
    const user = userEvent.setup();
    renderPanel();
    const address = screen.getByRole('combobox', { name: 'Адрес доставки' });
    await user.type(address, 'Ленина 5');
    await user.tab();
    expect(await screen.findByText('Необходимо ввести город')).toHaveAttribute('role', 'alert');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(http.post).not.toHaveBeenCalledWith(
      '/api/delivery/carrier/by-cost',
      expect.anything(),
      expect.anything(),
    );
  });

  it('suggestion → flat → carrier → date and time', async () => {
    const user = userEvent.setup();
    renderPanel();
    // no saved addresses: no list, just the field
    await waitFor(() =>
      expect(http.post).toHaveBeenCalledWith(
        '/api/delivery/address/ext-list',
        { totalCost: 5000 },
        expect.anything(),
      ),
    );
    expect(screen.queryByRole('group', { name: 'Сохранённые адреса' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('combobox', { name: 'Адрес доставки' }), 'Тверская');
    await user.click(await screen.findByRole('option', { name: tverskaya.value }));
    await user.type(screen.getByRole('textbox', { name: 'Квартира' }), '15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(await screen.findByRole('radio', { name: 'СДЭК' }));
    expect(http.post).toHaveBeenCalledWith(
      '/api/delivery/carrier/by-cost',
      { cartCost: 5000, fias: 'fias-tverskaya', postIndex: '125009' },
      expect.anything(),
    );
    expect(onCourierChosen).toHaveBeenCalled();
    expect(currentChoice(latest.state)).toMatchObject({
      address: 'г Москва, ул Тверская, д 7, кв 15',
    });

    const date = screen.getByRole('textbox', { name: 'Дата доставки' });
    expect(date).toHaveAccessibleDescription(/доставит с 23\.11\.2026 по 24\.11\.2026/);
    await user.type(date, '28.11.2026');
    expect(screen.getByText('Доставка возможна с 23.11.2026 по 24.11.2026')).toBeInTheDocument();
    expect(latest.state.date).toBeNull();
    await user.clear(date);
    await user.type(date, '24.11.2026');
    expect(latest.state.date).toBe('24.11.2026');

    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Время доставки' }),
      '14:00–18:00',
    );
    expect(latest.state.time).toEqual({ begin: '14:00', end: '18:00' });
  });
});

describe('CourierPanel: saved addresses', () => {
  it('chooses a saved address: carriers for its fias and index, no typing needed', async () => {
    savedList = [arbat];
    const user = userEvent.setup();
    renderPanel();
    const list = await screen.findByRole('group', { name: 'Сохранённые адреса' });
    const saved = within(list).getByRole('radio', { name: arbat.full_address });
    expect(saved).toHaveAccessibleDescription(/^Курьером от 350\s₽$/);
    expect(within(list).getByRole('radio', { name: 'Другой адрес' })).toBeChecked();

    await user.click(saved);
    expect(screen.queryByRole('combobox', { name: 'Адрес доставки' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'СДЭК' }));
    expect(http.post).toHaveBeenCalledWith(
      '/api/delivery/carrier/by-cost',
      { cartCost: 5000, fias: 'fias-arbat', postIndex: '119002' },
      expect.anything(),
    );
    expect(currentChoice(latest.state)).toMatchObject({
      type: 'carrier',
      address: 'г Москва, ул Арбат, д 1, кв 12',
    });

    await user.click(within(list).getByRole('radio', { name: 'Другой адрес' }));
    expect(screen.getByRole('combobox', { name: 'Адрес доставки' })).toBeInTheDocument();
    expect(latest.state.saved).toBeNull();
    expect(latest.state.courier).toBeNull();
  });

  it('deletes a saved address and refetches the list', async () => {
    savedList = [arbat];
    const user = userEvent.setup();
    renderPanel();
    await user.click(await screen.findByRole('radio', { name: arbat.full_address }));
    await user.click(screen.getByRole('button', { name: `Удалить адрес ${arbat.full_address}` }));
    await waitFor(() =>
      expect(screen.queryByRole('group', { name: 'Сохранённые адреса' })).not.toBeInTheDocument(),
    );
    expect(http.delete).toHaveBeenCalledWith(
      '/api/delivery/address/saved-arbat',
      expect.objectContaining({ silent: true }),
    );
    expect(
      http.post.mock.calls.filter(([url]) => url === '/api/delivery/address/ext-list'),
    ).toHaveLength(2);
    // the deleted address was the chosen one: back to typing
    expect(latest.state.saved).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Адрес доставки' })).toBeInTheDocument();
  });

  it('shows a message by the list when deleting fails', async () => {
    savedList = [arbat];
    http.delete.mockRejectedValueOnce(new ApiError({ message: 'Ошибка сервера', status: 500 }));
    const user = userEvent.setup();
    renderPanel();
    await user.click(
      await screen.findByRole('button', { name: `Удалить адрес ${arbat.full_address}` }),
    );
    expect(await screen.findByText('Не удалось удалить адрес. Попробуйте ещё раз')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('radio', { name: arbat.full_address })).toBeInTheDocument();
  });
});
