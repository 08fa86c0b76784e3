'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { PayCode } from '@/lib/platform/api/contracts/cart';
import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';
import { useDebouncedValue } from '@/lib/platform/hooks/use-debounced-value';
import { isYandexMapsUnavailable } from '@/lib/platform/maps/yandex-script';
import { useSettings } from '@/lib/platform/settings-context';

import { usePickupCarriers, usePickupPoints, usePointGroups } from '../api/points-api';
import { cityView, DEFAULT_CITY, findCity, type MapView } from '../utils/map-geo';
import { mapLayer } from '../utils/map-layer';
import { buildPointQuery, type PointQuery, type PointQueryInput } from '../utils/map-query';

import styles from './checkout.module.css';
import { PickupFilters } from './pickup-filters';
import { PickupPointList } from './pickup-point-list';
import pickup from './pickup.module.css';

// The map code (and @pbe/react-yandex-maps) loads only when a key is configured.
const PickupMap = dynamic(() => import('./pickup-map').then((module) => module.PickupMap), {
  ssr: false,
});

/** Map moves settle for this long before the points are asked for again. */
const VIEW_DEBOUNCE_MS = 300;

export const MAP_UNAVAILABLE_NOTE = 'Карта недоступна — выберите пункт из списка';

type MapStatus = 'off' | 'loading' | 'ready' | 'unavailable';

type PickupPanelProps = {
  cartCost: number;
  /** The payment chosen (null: none yet, the default): the list's prices are the summary's. */
  payCode: PayCode | null;
  point: PickupPoint | null;
  onSelect: (point: PickupPoint) => void;
};

/**
 * Pickup tab: city and carrier filters, the Yandex map when it can be shown, and the list of the
 * points in view (the map's bounds, else the city's), which always works.
 */
export function PickupPanel({ cartCost, payCode, point: chosen, onSelect }: PickupPanelProps) {
  const apiKey = useMapsApiKey();
  const [cityId, setCityId] = useState(DEFAULT_CITY.id);
  const [unticked, setUnticked] = useState<ReadonlySet<string>>(() => new Set());
  const [mapStatus, setMapStatus] = useState<MapStatus>(() =>
    !apiKey ? 'off' : isYandexMapsUnavailable() ? 'unavailable' : 'loading',
  );
  const [mapView, setMapView] = useState<MapView | null>(null);
  const settledView = useDebouncedValue(mapView, VIEW_DEBOUNCE_MS);
  const city = findCity(cityId);
  const view = mapStatus === 'ready' && settledView ? settledView : cityView(city);

  const carriers = usePickupCarriers();
  // Unknown carriers (the list failed): no filter rather than no points.
  const carrierUuids = carriers.isSuccess
    ? carriers.data.map((carrier) => carrier.uuid).filter((uuid) => !unticked.has(uuid))
    : carriers.isError
      ? []
      : null;
  const noCarrier = carriers.isSuccess && carriers.data.length > 0 && carrierUuids?.length === 0;
  // Asked only once the carriers are known and some are ticked; the guard (spec 5) checks the rest.
  const built =
    carrierUuids && !noCarrier
      ? guardedQuery({ cartCost, view, carrierUuids, pointUuid: chosen?.uuid, payCode })
      : null;
  const query = built?.query ?? null;
  const points = usePickupPoints(query);
  const showGroups = mapStatus === 'ready' && mapLayer(view.zoom) === 'groups';
  const groups = usePointGroups(showGroups ? query : null);

  const toggleCarrier = (uuid: string) =>
    setUnticked((current) => {
      const next = new Set(current);
      if (!next.delete(uuid)) next.add(uuid);
      return next;
    });

  return (
    <div className={styles.stack}>
      <PickupFilters
        cityId={city.id}
        onCity={setCityId}
        carriers={carriers.data ?? null}
        unticked={unticked}
        onToggleCarrier={toggleCarrier}
      />
      {apiKey && (mapStatus === 'loading' || mapStatus === 'ready') && (
        <div className={pickup.map}>
          <PickupMap
            apiKey={apiKey}
            city={city}
            points={points.data ?? []}
            groups={showGroups ? (groups.data ?? []) : null}
            chosen={chosen}
            onSelect={onSelect}
            onView={setMapView}
            onReady={() => setMapStatus('ready')}
            onUnavailable={() => setMapStatus('unavailable')}
          />
        </div>
      )}
      {mapStatus === 'unavailable' && (
        <p role="status" className={pickup.note}>
          {MAP_UNAVAILABLE_NOTE}
        </p>
      )}
      {noCarrier ? (
        <p role="status">Выберите хотя бы одну службу доставки</p>
      ) : built?.error ? (
        <p role="alert">{built.error}</p>
      ) : points.data ? (
        <PickupPointList points={points.data} chosen={chosen} onSelect={onSelect} />
      ) : points.isError ? (
        <p role="alert">Не удалось загрузить пункты выдачи</p>
      ) : (
        <p aria-live="polite">Загружаем пункты выдачи…</p>
      )}
    </div>
  );
}

/** The query, or the guard's «Не передан …» message to show instead of asking. */
function guardedQuery(
  input: PointQueryInput,
): { query: PointQuery; error?: undefined } | { query?: undefined; error: string } {
  try {
    return { query: buildPointQuery(input) };
  } catch (failure) {
    return { error: failure instanceof Error ? failure.message : String(failure) };
  }
}

/** The runtime map key (settings of the root layout); none: the list only. */
function useMapsApiKey(): string | null {
  return useSettings().yandexMapsApiKey ?? null;
}
