'use client';

import { useId, useMemo, useState } from 'react';

import type { PickupPoint } from '@/lib/api/contracts/delivery';
import { formatRub } from '@/lib/format/money';

import styles from './checkout.module.css';

type PickupPointListProps = {
  points: readonly PickupPoint[];
  chosen: PickupPoint | null;
  onSelect: (point: PickupPoint) => void;
};

const normalise = (text: string) => text.toLowerCase().replace(/ё/g, 'е');

/** «Найти пункт выдачи» and the radio list: the accessible way to choose a point. */
export function PickupPointList({ points, chosen, onSelect }: PickupPointListProps) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const visible = useMemo(() => {
    const needle = normalise(filter.trim());
    if (!needle) return points;
    return points.filter((point) => normalise(`${point.name} ${point.address}`).includes(needle));
  }, [points, filter]);

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
        {visible.length === 0 && <p>Ничего не найдено</p>}
        <ul className={styles.list}>
          {visible.map((point) => (
            <li key={point.uuid}>
              <PointOption
                point={point}
                name={`${id}-point`}
                idPrefix={`${id}-${point.uuid}`}
                checked={chosen?.uuid === point.uuid}
                onSelect={onSelect}
              />
            </li>
          ))}
        </ul>
      </fieldset>
    </>
  );
}

function PointOption({
  point,
  name,
  idPrefix,
  checked,
  onSelect,
}: {
  point: PickupPoint;
  name: string;
  idPrefix: string;
  checked: boolean;
  onSelect: (point: PickupPoint) => void;
}) {
  return (
    <label className={styles.option}>
      <input
        type="radio"
        name={name}
        value={point.uuid}
        checked={checked}
        aria-labelledby={`${idPrefix}-name`}
        aria-describedby={`${idPrefix}-details`}
        onChange={() => onSelect(point)}
      />
      <span>
        <span id={`${idPrefix}-name`} className={styles.optionTitle}>
          {point.name}
        </span>
        <span id={`${idPrefix}-details`} className={styles.optionDetails}>
          <span>{point.address}</span>
          <span>{point.carrier.name}</span>
          {point.subway && (
            <span>
              <span
                aria-hidden="true"
                className={styles.subway}
                style={{ backgroundColor: point.subway.color }}
              />
              м. {point.subway.name}
            </span>
          )}
          <span>{point.price === 0 ? 'Бесплатно' : formatRub(point.price)}</span>
        </span>
      </span>
    </label>
  );
}
