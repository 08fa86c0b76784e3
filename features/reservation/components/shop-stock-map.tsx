'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { ShopPoint } from '@/components/maps/shop-placemark';
import { isYandexMapsUnavailable } from '@/lib/platform/maps/yandex-script';
import { useSettings } from '@/lib/platform/settings-context';

import styles from './shop-stock-map.module.css';

// The map code (and @pbe/react-yandex-maps) loads only with a key, once the dialog's list is shown.
const ShopsMap = dynamic(
  () => import('@/components/maps/shops-map').then((module) => module.ShopsMap),
  { ssr: false },
);

export const STOCK_MAP_UNAVAILABLE = 'Карта недоступна — магазины в списке';

type ShopStockMapProps = {
  /** The shops holding the chosen size (any size before one is chosen): one placemark each. */
  shops: readonly ShopPoint[];
  /** The slug of the shop chosen on the map: its placemark is highlighted and centred. */
  chosen: string | null;
  onChoose: (slug: string) => void;
};

/**
 * The stock dialog's map, above its list — as the pickup step and the shops pages show one: only
 * when a Yandex Maps key is configured (none: the list alone, and nothing is asked of Yandex);
 * a script that fails or does not answer leaves a note and the list.
 */
export function ShopStockMap({ shops, chosen, onChoose }: ShopStockMapProps) {
  const apiKey = useSettings().yandexMapsApiKey;
  const [unavailable, setUnavailable] = useState(isYandexMapsUnavailable);
  if (!apiKey || shops.length === 0) return null;
  if (unavailable) {
    return (
      <p role="status" className={styles.note}>
        {STOCK_MAP_UNAVAILABLE}
      </p>
    );
  }
  return (
    <div className={styles.map} role="region" aria-label="Карта магазинов">
      <ShopsMap
        apiKey={apiKey}
        shops={shops}
        selected={chosen}
        onSelect={onChoose}
        onUnavailable={() => setUnavailable(true)}
      />
    </div>
  );
}
