import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';
import { resetYandexMapsAvailability } from '@/lib/platform/maps/yandex-script';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { FakeMap, loadFakeYmaps, mapScript } from '@/tests/fake-ymaps';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { MAP_UNAVAILABLE_NOTE, PickupPanel } from './pickup-panel';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };
const point = {
  id: 'p-1',
  uuid: 'p-1',
  carrier: { uuid: 'c-cdek', external_id: 'cdek', name: 'СДЭК' },
  name: 'ПВЗ Арбат',
  address: 'Москва, ул. Арбат, 1',
  city: 'Москва',
  latitude: 55.75,
  longitude: 37.62,
  workHours: '10:00–22:00',
  subway: { name: 'Арбатская', color: '#0078BE' },
  price: 199,
  days: { min: 1, max: 2 },
} satisfies PickupPoint;

beforeEach(() => {
  FakeMap.last = null;
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockResolvedValue({
    data: { items: [{ uuid: 'c-cdek', external_id: 'cdek', name: 'СДЭК', isShop: false }] },
  });
  http.post.mockImplementation((url: string) =>
    Promise.resolve(
      url === '/api/delivery/point/group'
        ? { data: { groups: [{ lat: 55.75, lon: 37.62, count: 1, pointUuids: ['p-1'] }] } }
        : { data: { items: [point] } },
    ),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  resetYandexMapsAvailability();
  mapScript()?.remove();
});

function renderPanel(chosen: PickupPoint | null = null) {
  const onSelect = vi.fn();
  render(
    <SettingsProvider value={{ ...TEST_SETTINGS, yandexMapsApiKey: 'test-key' }}>
      <QueryClientProvider client={new QueryClient()}>
        <PickupPanel cartCost={5000} payCode={null} point={chosen} onSelect={onSelect} />
      </QueryClientProvider>
    </SettingsProvider>,
  );
  return { onSelect };
}

const calls = (path: string) =>
  http.post.mock.calls.filter(([url]) => url === path).map(([, body]) => body);

describe('PickupMap with the map API loaded', () => {
  it('asks by the map bounds: groups at city scale, points when zoomed in; a click selects', async () => {
    const { onSelect } = renderPanel();
    const map = await loadFakeYmaps();

    // city scale: the list follows the map bounds, the map shows the service's groups
    await waitFor(() =>
      expect(calls('/api/delivery/point/group')).toContainEqual(
        expect.objectContaining({ latitudeL: 55.6, longitudeR: 37.8, zoom: 10 }),
      ),
    );
    expect(calls('/api/delivery/point/new/list')).toContainEqual(
      expect.objectContaining({ latitudeL: 55.6, longitudeR: 37.8, zoom: 10 }),
    );
    await waitFor(() => expect(map.objects.some((o) => o.props.iconContent === '1')).toBe(true));
    expect(screen.queryByText(MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();

    // a group of one point selects it
    act(() => map.objects.find((o) => o.props.iconContent === '1')!.events.fire('click'));
    expect(onSelect).toHaveBeenCalledWith(point);

    // zoomed in: single placemarks with the subway line in the hint
    act(() => map.setCenter([55.75, 37.62], 14));
    await waitFor(() =>
      expect(calls('/api/delivery/point/new/list')).toContainEqual(
        expect.objectContaining({ latitudeL: 55.74, zoom: 14 }),
      ),
    );
    await waitFor(() =>
      expect(map.objects.some((o) => o.props.hintContent?.includes('м. Арбатская'))).toBe(true),
    );
    onSelect.mockClear();
    act(() => map.objects.find((o) => o.props.hintContent)!.events.fire('click'));
    expect(onSelect).toHaveBeenCalledWith(point);
    expect(screen.getByRole('radio', { name: 'ПВЗ Арбат' })).toBeInTheDocument();
  });

  it('highlights the chosen point over the groups, and a new city moves the map', async () => {
    const user = userEvent.setup();
    renderPanel(point);
    const map = await loadFakeYmaps();
    await waitFor(() =>
      expect(map.objects.find((o) => o.opts.preset === 'islands#redDotIcon')?.coordinates).toEqual([
        55.75, 37.62,
      ]),
    );
    const setCenter = vi.spyOn(map, 'setCenter');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Город' }), 'Казань');
    expect(setCenter).toHaveBeenCalledWith([55.7887, 49.1221], 11, expect.anything());
  });
});
