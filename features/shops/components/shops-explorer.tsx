'use client';

import { useDeferredValue, useState, type ReactNode } from 'react';

import type { ShopPoint } from '@/components/maps/shop-placemark';
import { isYandexMapsUnavailable } from '@/lib/platform/maps/yandex-script';
import { useSettings } from '@/lib/platform/settings-context';
import { pluralRu } from '@/lib/shop/format/plural';

import { matchesShop } from '../utils/shop-filter';

import { ShopsMapPanel, type MapStatus } from './shops-map-panel';
import styles from './shops.module.css';

export type ShopEntry = { point: ShopPoint; searchText: string; card: ReactNode };

type ShopsExplorerProps = {
  entries: ShopEntry[];
  /** `list`: list with the map beside it (wide screens) or below; `map`: the map on top. */
  layout: 'list' | 'map';
  searchable?: boolean;
};

const SHOP_FORMS = { one: 'магазин', few: 'магазина', many: 'магазинов' };

/**
 * The shop list (server-rendered cards) with an optional text / metro search and the Yandex map.
 * The list always works; the map, when configured, follows the list: «Показать на карте» centres
 * it on a shop, and a placemark click highlights the shop in the list.
 */
export function ShopsExplorer({ entries, layout, searchable = false }: ShopsExplorerProps) {
  const { yandexMapsApiKey: apiKey } = useSettings();
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query);
  const [selected, setSelected] = useState<string | null>(null);
  const [mapStatus, setMapStatus] = useState<MapStatus>(() =>
    !apiKey ? 'off' : isYandexMapsUnavailable() ? 'unavailable' : 'loading',
  );
  const shown = entries.filter((entry) => matchesShop(entry.searchText, deferredQuery));

  const showOnMap = (slug: string) => {
    setSelected(slug);
    document
      .getElementById('shops-map')
      ?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  };
  const selectFromMap = (slug: string) => {
    setSelected(slug);
    document.getElementById(`shop-item-${slug}`)?.scrollIntoView?.({ block: 'nearest' });
  };

  const map = (
    <div id="shops-map" className={styles.mapSlot}>
      <ShopsMapPanel
        apiKey={apiKey}
        status={mapStatus}
        onStatus={setMapStatus}
        shops={shown.map((entry) => entry.point)}
        selected={selected}
        onSelect={selectFromMap}
        noteWhenOff={layout === 'map'}
      />
    </div>
  );
  const list = (
    <div className={styles.listSlot}>
      {searchable && <ShopSearch query={query} onQuery={setQuery} found={shown.length} />}
      <ul className={styles.list} aria-label="Список магазинов">
        {shown.map(({ point, card }) => (
          <li
            key={point.slug}
            id={`shop-item-${point.slug}`}
            className={point.slug === selected ? styles.itemSelected : styles.item}
          >
            {card}
            {mapStatus === 'ready' && (
              <button
                type="button"
                className={styles.showOnMap}
                aria-label={`Показать на карте: ${point.name}`}
                onClick={() => showOnMap(point.slug)}
              >
                Показать на карте
              </button>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
  // Reading order follows the layout: the list page lists first, the map page shows the map first.
  return (
    <div className={layout === 'map' ? styles.mapFirst : styles.listFirst}>
      {layout === 'map' ? map : list}
      {layout === 'map' ? list : map}
    </div>
  );
}

type ShopSearchProps = { query: string; onQuery: (query: string) => void; found: number };

function ShopSearch({ query, onQuery, found }: ShopSearchProps) {
  return (
    <div className={styles.search}>
      <label htmlFor="shop-search">Поиск по адресу, метро или торговому центру</label>
      <input
        id="shop-search"
        type="search"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        placeholder="Например, Курская"
        autoComplete="off"
      />
      <p aria-live="polite" className={styles.found}>
        {found === 0 ? 'Ничего не найдено' : `Найдено: ${found} ${pluralRu(found, SHOP_FORMS)}`}
      </p>
    </div>
  );
}
