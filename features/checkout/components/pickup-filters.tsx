'use client';

import { useId } from 'react';

import type { Carrier } from '@/lib/platform/api/contracts/delivery';

import { PICKUP_CITIES } from '../utils/map-geo';

import checkout from './checkout.module.css';
import styles from './pickup.module.css';

type PickupFiltersProps = {
  cityId: string;
  onCity: (cityId: string) => void;
  /** Null while the carriers load or when they could not be loaded: no carrier filter then. */
  carriers: readonly Carrier[] | null;
  unticked: ReadonlySet<string>;
  onToggleCarrier: (uuid: string) => void;
};

/** City and pickup-provider filters of the pickup tab. */
export function PickupFilters({
  cityId,
  onCity,
  carriers,
  unticked,
  onToggleCarrier,
}: PickupFiltersProps) {
  const id = useId();
  return (
    <div className={styles.filters}>
      <div className={checkout.field}>
        <label htmlFor={`${id}-city`} className={checkout.label}>
          Город
        </label>
        <select
          id={`${id}-city`}
          className={checkout.control}
          value={cityId}
          onChange={(event) => onCity(event.target.value)}
        >
          {PICKUP_CITIES.map((city) => (
            <option key={city.id} value={city.id}>
              {city.name}
            </option>
          ))}
        </select>
      </div>
      {carriers && carriers.length > 0 && (
        <fieldset className={styles.carriers}>
          <legend>Службы доставки</legend>
          {carriers.map((carrier) => (
            <label key={carrier.uuid} className={styles.carrier}>
              <input
                type="checkbox"
                checked={!unticked.has(carrier.uuid)}
                onChange={() => onToggleCarrier(carrier.uuid)}
              />
              {carrier.name}
            </label>
          ))}
        </fieldset>
      )}
    </div>
  );
}
