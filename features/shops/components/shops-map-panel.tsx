'use client';

import dynamic from 'next/dynamic';

import type { ShopPoint } from '@/components/maps/shop-placemark';

import styles from './shops.module.css';

// The map code (and @pbe/react-yandex-maps) loads only in the browser, after the list has rendered.
const ShopsMap = dynamic(
  () => import('@/components/maps/shops-map').then((module) => module.ShopsMap),
  { ssr: false },
);

export const SHOPS_MAP_UNAVAILABLE_NOTE = 'Карта недоступна — адреса магазинов в списке';

export type MapStatus = 'off' | 'loading' | 'ready' | 'unavailable';

type ShopsMapPanelProps = {
  apiKey: string | undefined;
  status: MapStatus;
  onStatus: (status: MapStatus) => void;
  shops: readonly ShopPoint[];
  selected: string | null;
  onSelect: (slug: string) => void;
  /** Say that there is no map even when none is configured (the map page). */
  noteWhenOff: boolean;
};

/** The map area: the Yandex map while it loads or works, otherwise a note pointing to the list. */
export function ShopsMapPanel(props: ShopsMapPanelProps) {
  const { apiKey, status, onStatus } = props;
  if (apiKey && (status === 'loading' || status === 'ready')) {
    return (
      <div className={styles.map} role="region" aria-label="Карта магазинов">
        <ShopsMap
          apiKey={apiKey}
          shops={props.shops}
          selected={props.selected}
          onSelect={props.onSelect}
          onReady={() => onStatus('ready')}
          onUnavailable={() => onStatus('unavailable')}
        />
      </div>
    );
  }
  if (status === 'unavailable' || props.noteWhenOff) {
    return (
      <p role="status" className={styles.mapNote}>
        {SHOPS_MAP_UNAVAILABLE_NOTE}
      </p>
    );
  }
  return null;
}
