'use client';

import { useId, useMemo, useState } from 'react';

import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';

import { groupByCarrier } from '../utils/point-groups';

import styles from './checkout.module.css';
import { PickupPointGroup } from './pickup-point-group';
import pickup from './pickup.module.css';

type PickupPointListProps = {
  points: readonly PickupPoint[];
  chosen: PickupPoint | null;
  onSelect: (point: PickupPoint) => void;
};

const normalise = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/**
 * «Найти пункт выдачи» and the radio list: the accessible way to choose a point. A city has ~160
 * points, so they are grouped by carrier (a fieldset each, named with its count) and each group
 * shows its first points with «Показать ещё»; the chosen point, say from the map, is
 * always shown in its group. All radios share one name: arrow keys move through every point shown.
 */
export function PickupPointList({ points, chosen, onSelect }: PickupPointListProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const needle = normalise(filter.trim());
    if (!needle) return points;
    return points.filter((point) => normalise(`${point.name} ${point.address}`).includes(needle));
  }, [points, filter]);
  const groups = useMemo(() => groupByCarrier(visible), [visible]);

  return (
    <>
      <div className={styles.field}>
        <label htmlFor={`${id}-filter`} className={styles.label}>
          Найти пункт выдачи
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className={styles.control}
          value={filter}
          placeholder="Название или адрес"
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      <fieldset className={styles.options}>
        <legend className={styles.label}>Пункты выдачи</legend>
        {groups.length === 0 && <p>Ничего не найдено</p>}
        <div className={pickup.groups}>
          {groups.map((group) => (
            <PickupPointGroup
              // a new search starts each group from its first page again
              key={`${group.carrier.uuid}:${filter}`}
              carrier={group.carrier}
              points={group.points}
              name={`${id}-point`}
              chosen={chosen}
              onSelect={onSelect}
            />
          ))}
        </div>
      </fieldset>
    </>
  );
}
