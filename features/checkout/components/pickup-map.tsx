'use client';

import { Map as YandexMap, Placemark, YMaps, ZoomControl } from '@pbe/react-yandex-maps';
import { useEffect, useMemo, useRef } from 'react';
import type ymaps from 'yandex-maps';

import type { PickupPoint, PointGroup } from '@/lib/platform/api/contracts/delivery';
import { fromYandexBounds, toYandexBounds } from '@/lib/platform/maps/geo';
import { useMapLoadGuard } from '@/lib/platform/maps/use-map-load-guard';
import { markYandexMapsUnavailable } from '@/lib/platform/maps/yandex-script';

import type { MapView, PickupCity } from '../utils/map-geo';
import { groupClick } from '../utils/map-layer';
import { groupProperties, pointBalloon, pointHint } from '../utils/map-placemark';

import styles from './pickup.module.css';

// Kept here for the pickup panel's tests; the value lives with the shared script tracking.

const BRAND = '#0b5d4b';
const PLACEMARK_MODULES = ['geoObject.addon.balloon', 'geoObject.addon.hint'];
// Constant option objects: the bindings call `options.set` whenever the object identity changes.
const ZOOM_OPTIONS = { position: { right: 10, top: 10 } };
const GROUP_OPTIONS = { preset: 'islands#circleIcon', iconColor: BRAND };
const POINT_OPTIONS = { preset: 'islands#dotIcon', iconColor: BRAND };
const CHOSEN_OPTIONS = { preset: 'islands#redDotIcon', zIndex: 1000 };

type PickupMapProps = {
  apiKey: string;
  city: PickupCity;
  points: readonly PickupPoint[];
  /** Clusters at city scale; null: one placemark per point. */
  groups: readonly PointGroup[] | null;
  chosen: PickupPoint | null;
  onSelect: (point: PickupPoint) => void;
  /** The visible bounds and zoom, at load and after every move (the caller debounces). */
  onView: (view: MapView) => void;
  onReady: () => void;
  onUnavailable: () => void;
};

/**
 * The Yandex map of the pickup tab (spec 9: Russian, centred on Moscow). Mounted only with an API
 * key, so the script is requested only then; a failed or silent script hands over to the list.
 */
export function PickupMap(props: PickupMapProps) {
  const { apiKey, city, points, groups, chosen, onSelect, onView } = props;
  const mapRef = useRef<ymaps.Map | undefined>(undefined);
  useMapLoadGuard(() => Boolean(mapRef.current), props.onUnavailable);

  // A new city moves the map; the bounds change that follows reloads the points.
  const shownCity = useRef(city.id);
  useEffect(() => {
    if (shownCity.current === city.id) return;
    shownCity.current = city.id;
    mapRef.current?.setCenter([...city.center], city.zoom, { duration: 300 });
  }, [city]);

  const report = (map: ymaps.Map) => {
    const bounds = fromYandexBounds(map.getBounds());
    if (bounds) onView({ bounds, zoom: map.getZoom() });
  };

  const onGroupClick = (group: PointGroup) => {
    const map = mapRef.current;
    if (!map) return;
    const action = groupClick(group, map.getZoom(), points);
    if (action.type === 'select') onSelect(action.point);
    else if (action.type === 'fit') map.setBounds(toYandexBounds(action.bounds), { duration: 300 });
    else map.setCenter([...action.center], action.zoom, { duration: 300 });
  };

  return (
    <YMaps query={{ apikey: apiKey, lang: 'ru_RU' }}>
      <YandexMap
        className={styles.mapCanvas}
        defaultState={{ center: [...city.center], zoom: city.zoom, controls: [] }}
        instanceRef={mapRef}
        onLoad={() => {
          if (!mapRef.current) return;
          props.onReady();
          report(mapRef.current);
        }}
        onError={() => markYandexMapsUnavailable()}
        onBoundsChange={() => {
          if (mapRef.current) report(mapRef.current);
        }}
      >
        <ZoomControl options={ZOOM_OPTIONS} />
        {groups
          ? groups.map((group) => (
              <Placemark
                key={`${group.lat}:${group.lon}:${group.count}`}
                geometry={[group.lat, group.lon]}
                properties={groupProperties(group)}
                options={GROUP_OPTIONS}
                onClick={() => onGroupClick(group)}
              />
            ))
          : points
              .filter((point) => point.uuid !== chosen?.uuid)
              .map((point) => (
                <PointPlacemark key={point.uuid} point={point} chosen={false} onSelect={onSelect} />
              ))}
        {chosen && <PointPlacemark point={chosen} chosen onSelect={onSelect} />}
      </YandexMap>
    </YMaps>
  );
}

function PointPlacemark({
  point,
  chosen,
  onSelect,
}: {
  point: PickupPoint;
  chosen: boolean;
  onSelect: (point: PickupPoint) => void;
}) {
  const properties = useMemo(() => {
    const balloon = pointBalloon(point);
    return {
      hintContent: pointHint(point),
      balloonContentHeader: balloon.header,
      balloonContentBody: balloon.body,
    };
  }, [point]);
  return (
    <Placemark
      modules={PLACEMARK_MODULES}
      geometry={[point.latitude, point.longitude]}
      properties={properties}
      options={chosen ? CHOSEN_OPTIONS : POINT_OPTIONS}
      onClick={() => onSelect(point)}
    />
  );
}
