import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { resetYandexMapsAvailability } from '@/lib/platform/maps/yandex-script';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { initialSessionState, useSessionStore } from '@/stores/session-store';
import { FakeMap, loadFakeYmaps, mapScript } from '@/tests/fake-ymaps';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { STOCK } from '../testing/reservation-fakes';

import { ShopStockDialog } from './shop-stock-dialog';
import { STOCK_MAP_UNAVAILABLE } from './shop-stock-map';

const mapScripts = () =>
  [...document.head.querySelectorAll('script')].filter((script) =>
    script.src.startsWith('https://api-maps.yandex.ru/'),
  );

beforeEach(() => {
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => {
  FakeMap.last = null;
  resetYandexMapsAvailability();
  mapScripts().forEach((script) => script.remove());
});

/** The dialog open on the list, size 17 chosen: «Арбат» and «Белая» have it, «Центр» not. */
function renderDialog(apiKey?: string) {
  render(
    <SettingsProvider value={{ ...TEST_SETTINGS, yandexMapsApiKey: apiKey }}>
      <button type="button">Наличие в магазинах</button>
      <ShopStockDialog
        open
        onClose={vi.fn()}
        stock={{ status: 'ready', shops: STOCK.shops }}
        onReload={vi.fn()}
        piece={{
          productUuid: 'p-1',
          offerId: 'o-17',
          size: '17',
          sized: true,
          analyticsItem: null,
        }}
      />
    </SettingsProvider>,
  );
  return {
    user: userEvent.setup(),
    dialog: screen.getByRole('dialog', { name: 'Наличие в магазинах' }),
  };
}

const shopItem = (name: string) =>
  screen.getAllByRole('listitem').find((item) => item.textContent?.startsWith(name))!;

describe('the stock dialog’s map', () => {
  it('without a Yandex Maps key shows the list alone and asks nothing of Yandex', async () => {
    const { user, dialog } = renderDialog();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Карта магазинов' })).not.toBeInTheDocument();
    expect(screen.queryByText(STOCK_MAP_UNAVAILABLE)).not.toBeInTheDocument();
    // the focus trap: Shift+Tab from the first control goes round to the last one
    expect(within(dialog).getByRole('button', { name: 'Закрыть' })).toHaveFocus();
    await user.tab({ shift: true });
    expect(within(dialog).getAllByRole('button', { name: 'Забронировать' }).at(-1)).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(mapScripts()).toHaveLength(0);
  });

  it('with a key opens the Russian map: a placemark per shop with the size; one chosen highlights its shop', async () => {
    const { dialog } = renderDialog('test-key');
    expect(within(dialog).getByRole('region', { name: 'Карта магазинов' })).toBeInTheDocument();
    await waitFor(() => expect(mapScript()).toBeDefined());
    const src = new URL(mapScript()!.src);
    expect(src.searchParams.get('apikey')).toBe('test-key');
    expect(src.searchParams.get('lang')).toBe('ru_RU');

    const map = await loadFakeYmaps();
    await waitFor(() => expect(map.objects).toHaveLength(2));
    // «Центр» has none of size 17: no placemark
    expect(map.objects.map((placemark) => placemark.coordinates)).toEqual([
      [56.5, 37.6],
      [55.7, 37.5],
    ]);
    expect(map.objects[1]!.props.hintContent).toContain('Белая');

    act(() => map.objects.find((o) => o.coordinates[0] === 55.7)!.events.fire('click'));
    const belaya = shopItem('Белая');
    await waitFor(() => expect(belaya).toHaveFocus());
    expect(belaya).toHaveAttribute('aria-current', 'true');
    expect(shopItem('Арбат')).not.toHaveAttribute('aria-current');
    expect(map.setCenter).toHaveBeenCalledWith([55.7, 37.5], 15, expect.anything());
    await waitFor(() =>
      expect(map.objects.find((o) => o.coordinates[0] === 55.7)?.opts.preset).toBe(
        'islands#redDotIcon',
      ),
    );
    // the focus stays in the dialog and the item still offers the reservation
    expect(dialog).toContainElement(belaya);
    expect(within(belaya).getByRole('button', { name: 'Забронировать' })).toBeVisible();
  });

  it('a map script that fails leaves a note and the list', async () => {
    renderDialog('test-key');
    await waitFor(() => expect(mapScripts()).toHaveLength(1));
    act(() => {
      mapScripts()[0]!.dispatchEvent(new Event('error'));
    });
    expect(await screen.findByText(STOCK_MAP_UNAVAILABLE)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Карта магазинов' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});
