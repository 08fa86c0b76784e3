'use client';

import { Map as YandexMap, Placemark, YMaps, ZoomControl } from '@pbe/react-yandex-maps';
import { useEffect, useMemo, useRef } from 'react';
import type ymaps from 'yandex-maps';

import { MAP_CENTER } from '@/lib/platform/maps/geo';
import { useMapLoadGuard } from '@/lib/platform/maps/use-map-load-guard';
import { markYandexMapsUnavailable } from '@/lib/platform/maps/yandex-script';

import { shopPlacemarkProperties, type ShopPoint } from './shop-placemark';
import styles from './shops-map.module.css';

const CITY_ZOOM = 10;
const SHOP_ZOOM = 15;
const PLACEMARK_MODULES = ['geoObject.addon.balloon', 'geoObject.addon.hint'];
// Constant option objects: the bindings call `options.set` whenever the object identity changes.
const ZOOM_OPTIONS = { position: { right: 10, top: 10 } };
const SHOP_OPTIONS = { preset: 'islands#dotIcon', iconColor: '#0b5d4b' };
const SELECTED_OPTIONS = { preset: 'islands#redDotIcon', zIndex: 1000 };

type ShopsMapProps = {
  apiKey: string;
  shops: readonly ShopPoint[];
  selected: string | null;
  onSelect: (slug: string) => void;
  /** The map has loaded (the shops pages stop saying it is loading). */
  onReady?: () => void;
  onUnavailable: () => void;
};

/**
 * A Yandex map of shops (JS API 2.1, Russian, opens on Moscow), a placemark per shop: the shops
 * pages' map and the stock dialog's. The selected shop is centred and highlighted; a failed or
 * silent script hands over to the list beside it. Mount it only with a key (next/dynamic, no SSR):
 * the script is requested when it mounts.
 */
export function ShopsMap({
  apiKey,
  shops,
  selected,
  onSelect,
  onReady,
  onUnavailable,
}: ShopsMapProps) {
  const mapRef = useRef<ymaps.Map | undefined>(undefined);
  useMapLoadGuard(() => Boolean(mapRef.current), onUnavailable);

  useEffect(() => {
    const shop = shops.find((item) => item.slug === selected);
    if (shop)
      mapRef.current?.setCenter([shop.latitude, shop.longitude], SHOP_ZOOM, { duration: 300 });
  }, [selected, shops]);

  return (
    <YMaps query={{ apikey: apiKey, lang: 'ru_RU' }}>
      <YandexMap
        className={styles.mapCanvas}
        defaultState={{ center: [...MAP_CENTER], zoom: CITY_ZOOM, controls: [] }}
        instanceRef={mapRef}
        onLoad={() => {
          if (mapRef.current) onReady?.();
        }}
        onError={() => markYandexMapsUnavailable()}
      >
        <ZoomControl options={ZOOM_OPTIONS} />
        {shops.map((shop) => (
          <ShopPlacemark
            key={shop.slug}
            shop={shop}
            selected={shop.slug === selected}
            onSelect={onSelect}
          />
        ))}
      </YandexMap>
    </YMaps>
  );
}

type ShopPlacemarkProps = { shop: ShopPoint; selected: boolean; onSelect: (slug: string) => void };

function ShopPlacemark({ shop, selected, onSelect }: ShopPlacemarkProps) {
  const properties = useMemo(() => shopPlacemarkProperties(shop), [shop]);
  return (
    <Placemark
      modules={PLACEMARK_MODULES}
      geometry={[shop.latitude, shop.longitude]}
      properties={properties}
      options={selected ? SELECTED_OPTIONS : SHOP_OPTIONS}
      onClick={() => onSelect(shop.slug)}
    />
  );
}
