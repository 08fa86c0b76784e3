import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';

import type { Shop } from '@/lib/platform/api/contracts/shops';
import { resetYandexMapsAvailability } from '@/lib/platform/maps/yandex-script';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { FakeMap, loadFakeYmaps, mapScript } from '@/tests/fake-ymaps';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { SHOPS_MAP_UNAVAILABLE_NOTE } from './shops-map-panel';
import { ShopsSection } from './shops-section';

const shop = (slug: string, name: string, latitude: number, longitude: number): Shop => ({
  id: latitude,
  slug,
  name,
  address: `Москва, ${name}`,
  latitude,
  longitude,
  phone: '+7 (495) 120-45-11',
  work_times: [],
  isWorkSaturday: true,
  isWorkSunday: true,
  is_active: true,
  metro: { name: 'Пушкинская', color: '#8E479C' },
  mall: null,
  services: [],
});
const shops = [
  shop('tverskaya', 'Тверская', 55.764, 37.606),
  shop('atrium', 'Атриум', 55.757, 37.659),
];

afterEach(() => {
  FakeMap.last = null;
  resetYandexMapsAvailability();
  mapScript()?.remove();
});

describe('ShopsMap', () => {
  it('opens on Moscow with a placemark per shop; the list centres it, a placemark selects', async () => {
    const user = userEvent.setup();
    render(
      <SettingsProvider value={{ ...TEST_SETTINGS, yandexMapsApiKey: 'test-key' }}>
        <ShopsSection shops={shops} renderedAt={Date.now()} layout="list" />
      </SettingsProvider>,
    );
    await loadFakeYmaps();
    await waitFor(() => expect(FakeMap.last?.objects).toHaveLength(2));
    const map = FakeMap.last!;
    expect(map.state).toMatchObject({ center: [55.7556, 37.6213], zoom: 10 });
    expect(map.objects[0]!.props.hintContent).toContain('м. Пушкинская');

    await user.click(await screen.findByRole('button', { name: 'Показать на карте: Атриум' }));
    expect(map.setCenter).toHaveBeenCalledWith([55.757, 37.659], 15, expect.anything());
    await waitFor(() =>
      expect(map.objects.find((o) => o.coordinates[0] === 55.757)?.opts.preset).toBe(
        'islands#redDotIcon',
      ),
    );

    act(() => map.objects.find((o) => o.coordinates[0] === 55.764)!.events.fire('click'));
    await waitFor(() =>
      expect(map.setCenter).toHaveBeenLastCalledWith([55.764, 37.606], 15, expect.anything()),
    );
    expect(screen.queryByText(SHOPS_MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
  });
});
