'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';

import type { PickupPoint } from '@/lib/api/contracts/delivery';
import { formatRub } from '@/lib/format/money';

import { checkoutKeys, listPickupPoints } from '../api/checkout-api';

import styles from './checkout.module.css';

// eslint-disable-next-line max-lines-per-function -- filter, states and the radio list
export function PickupPanel({
  cartCost,
  point: chosen,
  onSelect,
}: {
  cartCost: number;
  point: PickupPoint | null;
  onSelect: (point: PickupPoint) => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const points = useQuery({
    queryKey: checkoutKeys.points(cartCost),
    queryFn: () => listPickupPoints(cartCost),
  });
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase().replace(/ё/g, 'е');
    if (!needle) return points.data ?? [];
    return (points.data ?? []).filter((point) =>
      `${point.name} ${point.address}`.toLowerCase().replace(/ё/g, 'е').includes(needle),
    );
  }, [points.data, filter]);

  return (
    <div className={styles.stack}>
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
      {points.isPending && <p aria-live="polite">Загружаем пункты выдачи…</p>}
      {points.isError && <p role="alert">Не удалось загрузить пункты выдачи</p>}
      {points.isSuccess && (
        <fieldset className={styles.options}>
          <legend className={styles.label}>Пункты выдачи</legend>
          {visible.length === 0 && <p>Ничего не найдено</p>}
          <ul className={styles.list}>
            {visible.map((point) => (
              <li key={point.uuid}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-point`}
                    value={point.uuid}
                    checked={chosen?.uuid === point.uuid}
                    aria-labelledby={`${id}-${point.uuid}-name`}
                    aria-describedby={`${id}-${point.uuid}-details`}
                    onChange={() => onSelect(point)}
                  />
                  <span>
                    <span id={`${id}-${point.uuid}-name`} className={styles.optionTitle}>
                      {point.name}
                    </span>
                    <span id={`${id}-${point.uuid}-details`} className={styles.optionDetails}>
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
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}
