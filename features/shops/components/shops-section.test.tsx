import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { Shop } from '@/lib/platform/api/contracts/shops';
import {
  MAP_LOAD_TIMEOUT_MS,
  resetYandexMapsAvailability,
} from '@/lib/platform/maps/yandex-script';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { SHOPS_MAP_UNAVAILABLE_NOTE } from './shops-map-panel';
import { ShopsSection } from './shops-section';

const base = {
  latitude: 55.76,
  longitude: 37.6,
  isWorkSaturday: true,
  isWorkSunday: true,
  is_active: true,
  mall: null,
  services: [] as Shop['services'],
};
const daily = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  start_time: '10:00',
  end_time: '22:00',
}));
const shops: Shop[] = [
  {
    ...base,
    id: 1,
    slug: 'atrium',
    name: 'Атриум',
    address: 'Москва, ул. Земляной Вал, 33',
    phone: '+7 (495) 120-45-14',
    metro: { name: 'Курская', color: '#894E35' },
    mall: 'ТЦ «Атриум», 1 этаж',
    services: ['pickup', 'repair'],
    work_times: daily,
  },
  {
    ...base,
    id: 2,
    slug: 'maroseyka',
    name: 'Маросейка',
    address: 'Москва, ул. Маросейка, 6/8, стр. 1',
    phone: '+7 (495) 120-45-15',
    metro: { name: 'Китай-город', color: '#F58631' },
    isWorkSunday: false,
    work_times: daily.slice(0, 6),
  },
];

/** Sunday 2026-11-22, 12:00 in Moscow. */
const SUNDAY_NOON = new Date('2026-11-22T12:00:00+03:00').getTime();

const mapScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://api-maps.yandex.ru/'),
  );

afterEach(() => {
  vi.useRealTimers();
  resetYandexMapsAvailability();
  mapScripts().forEach((script) => script.remove());
});

function renderSection(layout: 'list' | 'map', apiKey?: string) {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: SUNDAY_NOON });
  return render(
    <SettingsProvider value={{ ...TEST_SETTINGS, yandexMapsApiKey: apiKey }}>
      <ShopsSection
        shops={shops}
        renderedAt={SUNDAY_NOON}
        layout={layout}
        jsonLdUrl="https://x.ru/addresses/"
      />
    </SettingsProvider>,
  );
}

const item = (name: string) => screen.getByRole('article', { name });

describe('ShopsSection', () => {
  it('lists each shop with address, metro, phone link, hours and open-now state', () => {
    const { container } = renderSection('list');
    const atrium = within(item('Атриум'));
    expect(atrium.getByText('Москва, ул. Земляной Вал, 33')).toBeInTheDocument();
    expect(atrium.getByText('м. Курская')).toBeInTheDocument();
    expect(atrium.getByRole('link', { name: '+7 (495) 120-45-14' })).toHaveAttribute(
      'href',
      'tel:+74951204514',
    );
    expect(atrium.getByText('Открыто до 22:00')).toBeInTheDocument();
    expect(atrium.getByRole('table', { name: 'Часы работы' })).toHaveTextContent(
      'Ежедневно10:00–22:00',
    );
    expect(atrium.getByRole('list', { name: 'Услуги' })).toHaveTextContent('Ремонт');
    const maroseyka = within(item('Маросейка'));
    expect(maroseyka.getByText('Закрыто сегодня, откроется завтра в 10:00')).toBeInTheDocument();
    expect(maroseyka.getByRole('row', { name: 'Вс выходной' })).toBeInTheDocument();
    const jsonLd = container.querySelectorAll('script[type="application/ld+json"]');
    expect(jsonLd).toHaveLength(2);
    expect(JSON.parse(jsonLd[0]!.textContent ?? '')).toMatchObject({ '@type': 'JewelryStore' });
  });

  it('keeps the open-now state fresh as the minutes pass', async () => {
    renderSection('list');
    expect(within(item('Атриум')).getByText('Открыто до 22:00')).toBeInTheDocument();
    act(() => vi.setSystemTime(new Date('2026-11-22T22:00:10+03:00')));
    act(() => vi.advanceTimersByTime(10_000));
    expect(
      await within(item('Атриум')).findByText('Закрыто, откроется завтра в 10:00'),
    ).toBeInTheDocument();
  });

  it('filters by metro or text', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderSection('list');
    const search = screen.getByRole('searchbox', { name: /Поиск по адресу, метро/ });
    await user.type(search, 'китай');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Атриум' })).toBeNull());
    expect(item('Маросейка')).toBeInTheDocument();
    expect(screen.getByText('Найдено: 1 магазин')).toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'нигде');
    expect(await screen.findByText('Ничего не найдено')).toBeInTheDocument();
  });

  it('without a map key: no script, the list page says nothing, the map page says so', () => {
    const { unmount } = renderSection('list');
    expect(mapScripts()).toHaveLength(0);
    expect(screen.queryByText(SHOPS_MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
    unmount();
    renderSection('map');
    expect(screen.getByText(SHOPS_MAP_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    expect(item('Атриум')).toBeInTheDocument();
  });

  it('a failed map script shows the note and the list keeps working', async () => {
    renderSection('list', 'test-key');
    await waitFor(() => expect(mapScripts()).toHaveLength(1));
    const src = new URL(mapScripts()[0]!.src);
    expect(src.pathname).toBe('/2.1/');
    expect(src.searchParams.get('lang')).toBe('ru_RU');
    expect(src.searchParams.get('apikey')).toBe('test-key');
    act(() => {
      mapScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(SHOPS_MAP_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Карта магазинов' })).not.toBeInTheDocument();
    expect(within(item('Атриум')).getByText('Открыто до 22:00')).toBeInTheDocument();
  });

  it('a map script that does not answer gives way to the list after the timeout', async () => {
    renderSection('map', 'test-key');
    await waitFor(() => expect(mapScripts()).toHaveLength(1));
    expect(screen.queryByText(SHOPS_MAP_UNAVAILABLE_NOTE)).not.toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(MAP_LOAD_TIMEOUT_MS);
    });
    expect(await screen.findByText(SHOPS_MAP_UNAVAILABLE_NOTE)).toBeInTheDocument();
    expect(item('Маросейка')).toBeInTheDocument();
  });
});
