import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { PayCode } from '@/lib/platform/api/contracts/cart';
import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';
import {
  MAP_LOAD_TIMEOUT_MS,
  resetYandexMapsAvailability,
} from '@/lib/platform/maps/yandex-script';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { MAP_UNAVAILABLE_NOTE, PickupPanel } from './pickup-panel';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };
const carriers = [
  { uuid: 'c-shops', external_id: 'shops', name: 'Наши магазины', isShop: true },
  { uuid: 'c-cdek', external_id: 'cdek', name: 'СДЭК', isShop: false },
  { uuid: 'c-boxberry', external_id: 'boxberry', name: 'Boxberry', isShop: false },
  { uuid: 'c-post', external_id: 'russianpost', name: 'Почта России', isShop: false },
];
const makePoint = (uuid: string, name: string, carrier: (typeof carriers)[number]) =>
  ({
    id: uuid,
    uuid,
    carrier: { uuid: carrier.uuid, external_id: carrier.external_id, name: carrier.name },
    name,
    address: `Москва, ${name}`,
    city: 'Москва',
    latitude: 55.75,
    longitude: 37.62,
    workHours: '10:00–22:00',
    subway: { name: 'Арбатская', color: '#0078BE' },
    price: 199,
    days: { min: 1, max: 2 },
  }) satisfies PickupPoint;
const points = [
  makePoint('p-1', 'ПВЗ Арбат', carriers[1]!),
  makePoint('p-2', 'Магазин на Тверской', carriers[0]!),
];

type Body = { carrierUuids: string[]; latitudeL: number; longitudeL: number; zoom: number };
const bodies = () =>
  http.post.mock.calls
    .filter(([url]) => url === '/api/delivery/point/new/list')
    .map(([, body]) => body as Body);
const mapScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://api-maps.yandex.ru/'),
  );

function renderPanel(apiKey?: string) {
  const onSelect = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const panel = (payCode: PayCode | null) => (
    <SettingsProvider value={{ ...TEST_SETTINGS, yandexMapsApiKey: apiKey }}>
      <QueryClientProvider client={client}>
        <PickupPanel cartCost={5000} payCode={payCode} point={null} onSelect={onSelect} />
      </QueryClientProvider>
    </SettingsProvider>
  );
  const { rerender } = render(panel(null));
  return { onSelect, choosePayment: (payCode: PayCode) => rerender(panel(payCode)) };
}

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockImplementation((url: string) =>
    url === '/api/delivery/carrier/list'
      ? Promise.resolve({ data: { items: carriers } })
      : Promise.reject(new Error(`unexpected GET ${url}`)),
  );
  http.post.mockImplementation((url: string, body: Body) =>
    url === '/api/delivery/point/new/list'
      ? Promise.resolve({
          data: { items: points.filter((p) => body.carrierUuids.includes(p.carrier.uuid)) },
        })
      : Promise.reject(new Error(`unexpected POST ${url}`)),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  vi.useRealTimers();
  resetYandexMapsAvailability();
  mapScripts().forEach((script) => script.remove());
});

describe('PickupPanel without a map key', () => {
  it('never requests the map script and lists the Moscow points of every carrier', async () => {
    const { onSelect } = renderPanel();
    const radio = await screen.findByRole('radio', { name: 'ПВЗ Арбат' });
    expect(mapScripts()).toHaveLength(0);
    expect(screen.queryByText(MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
    expect(bodies()[0]).toMatchObject({
      cartCost: 5000,
      zoom: 10,
      carrierUuids: ['c-boxberry', 'c-cdek', 'c-post', 'c-shops'],
    });
    expect(bodies()[0]!.latitudeL).toBeLessThan(55.55);

    await userEvent.click(radio);
    expect(onSelect).toHaveBeenCalledWith(points[0]);
  });

  it('a carrier checkbox narrows the list; with none ticked nothing is asked', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('radio', { name: 'ПВЗ Арбат' });
    await user.click(screen.getByRole('checkbox', { name: 'СДЭК' }));
    await waitFor(() =>
      expect(screen.queryByRole('radio', { name: 'ПВЗ Арбат' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('radio', { name: 'Магазин на Тверской' })).toBeInTheDocument();
    expect(bodies().at(-1)!.carrierUuids).toEqual(['c-boxberry', 'c-post', 'c-shops']);

    for (const name of ['Наши магазины', 'Boxberry', 'Почта России']) {
      await user.click(screen.getByRole('checkbox', { name }));
    }
    expect(screen.getByText('Выберите хотя бы одну службу доставки')).toBeInTheDocument();
    expect(bodies().every((body) => body.carrierUuids.length > 0)).toBe(true);
  });

  it('prices the points for the payment chosen and asks again when it changes', async () => {
    // the service prices a postal point with the cash-on-delivery fee unless paid by card
    http.post.mockImplementation((url: string, body: Body & { payCode?: PayCode }) =>
      Promise.resolve({
        data: {
          items: [{ ...makePoint('p-3', 'Почта на Арбате', carriers[3]!), price: 0 }].map(
            (point) => ({ ...point, price: body.payCode === 'card' ? 0 : 150 }),
          ),
        },
      }),
    );
    const { choosePayment } = renderPanel();
    const radio = await screen.findByRole('radio', { name: 'Почта на Арбате' });
    expect(radio).toHaveAccessibleDescription(/150\s₽/);
    expect(bodies()[0]).not.toHaveProperty('payCode');

    choosePayment('card');
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Почта на Арбате' })).toHaveAccessibleDescription(
        expect.stringContaining('Бесплатно'),
      ),
    );
    expect(bodies().at(-1)).toMatchObject({ payCode: 'card' });
  });

  it('another city asks for its bounds', async () => {
    const user = userEvent.setup();
    renderPanel();
    await screen.findByRole('radio', { name: 'ПВЗ Арбат' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Город' }), 'Казань');
    await waitFor(() => expect(bodies().at(-1)!.longitudeL).toBeGreaterThan(48.8));
    expect(bodies().at(-1)!.longitudeL).toBeLessThan(49.05);
  });

  it('without the carrier list the points still load, unfiltered', async () => {
    http.get.mockRejectedValue(new Error('down'));
    renderPanel();
    http.post.mockResolvedValue({ data: { items: points } });
    expect(await screen.findByRole('radio', { name: 'ПВЗ Арбат' })).toBeInTheDocument();
    expect(bodies()[0]!.carrierUuids).toEqual([]);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('PickupPanel with a map key', () => {
  it('loads the Russian map script with the key; when it fails the note and the list remain', async () => {
    const user = userEvent.setup();
    const { onSelect } = renderPanel('test-key');
    await waitFor(() => expect(mapScripts()).toHaveLength(1));
    const src = new URL(mapScripts()[0]!.src);
    expect(src.pathname).toBe('/2.1/');
    expect(src.searchParams.get('apikey')).toBe('test-key');
    expect(src.searchParams.get('lang')).toBe('ru_RU');
    expect(screen.queryByText(MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();

    act(() => {
      mapScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(MAP_UNAVAILABLE_NOTE)).toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: 'ПВЗ Арбат' }));
    expect(onSelect).toHaveBeenCalledWith(points[0]);
    expect(http.post).not.toHaveBeenCalledWith(
      '/api/delivery/point/group',
      expect.anything(),
      expect.anything(),
    );
  });

  it('a script that does not answer gives way to the list after the timeout', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderPanel('test-key');
    await screen.findByRole('radio', { name: 'ПВЗ Арбат' });
    await waitFor(() => expect(mapScripts()).toHaveLength(1));
    expect(screen.queryByText(MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS);
    });
    expect(await screen.findByText(MAP_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'ПВЗ Арбат' })).toBeInTheDocument();
  });
});
