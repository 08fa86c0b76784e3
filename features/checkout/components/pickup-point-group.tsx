'use client';

import { useId, useRef, useState } from 'react';

import { VisuallyHidden } from '@/components/ui/visually-hidden';
import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';
import { formatRub } from '@/lib/shop/format/money';
import { pluralRu } from '@/lib/shop/format/plural';

import { POINTS_MORE, POINTS_PAGE, pointsShown } from '../utils/point-groups';

import styles from './checkout.module.css';
import pickup from './pickup.module.css';

type PickupPointGroupProps = {
  carrier: PickupPoint['carrier'];
  points: readonly PickupPoint[];
  /** The radios' name, shared by every group: one choice in the whole list. */
  name: string;
  chosen: PickupPoint | null;
  onSelect: (point: PickupPoint) => void;
};

const POINT_FORMS = { one: 'пункт', few: 'пункта', many: 'пунктов' };

/**
 * One carrier's points: a fieldset named «СДЭК, 42 пункта», its first points and «Показать ещё»,
 * which shows the next ones and moves focus to the first of them (keyboard and screen readers go
 * on where the new points are).
 */
export function PickupPointGroup({
  carrier,
  points,
  name,
  chosen,
  onSelect,
}: PickupPointGroupProps) {
  const id = useId();
  const [count, setCount] = useState(POINTS_PAGE);
  const listRef = useRef<HTMLUListElement>(null);
  const shown = pointsShown(points, count, chosen?.uuid);
  const rest = points.length - shown.length;

  const showMore = () => {
    const firstNew = points[count];
    setCount(count + POINTS_MORE);
    if (!firstNew) return;
    requestAnimationFrame(() =>
      listRef.current?.querySelector<HTMLInputElement>(`input[value="${firstNew.uuid}"]`)?.focus(),
    );
  };

  return (
    <fieldset className={pickup.group}>
      <legend className={pickup.groupTitle}>
        {carrier.name}, {points.length} {pluralRu(points.length, POINT_FORMS)}
      </legend>
      <ul ref={listRef} className={styles.list}>
        {shown.map((point) => (
          <li key={point.uuid}>
            <PointOption
              point={point}
              name={name}
              idPrefix={`${id}-${point.uuid}`}
              checked={chosen?.uuid === point.uuid}
              onSelect={onSelect}
            />
          </li>
        ))}
      </ul>
      {rest > 0 && (
        <button type="button" className={pickup.more} onClick={showMore}>
          Показать ещё<VisuallyHidden>: {carrier.name}</VisuallyHidden> ({rest})
        </button>
      )}
    </fieldset>
  );
}

type PointOptionProps = {
  point: PickupPoint;
  name: string;
  idPrefix: string;
  checked: boolean;
  onSelect: (point: PickupPoint) => void;
};

/** A point's radio, named by the point and described by its address, carrier, subway and price. */
function PointOption({ point, name, idPrefix, checked, onSelect }: PointOptionProps) {
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
          {/* separators read between the parts, which the layout sets apart */}
          <VisuallyHidden>,</VisuallyHidden> <span>{point.carrier.name}</span>
          {point.subway && (
            <>
              <VisuallyHidden>,</VisuallyHidden>{' '}
              <span>
                <span
                  aria-hidden="true"
                  className={styles.subway}
                  style={{ backgroundColor: point.subway.color }}
                />
                м. {point.subway.name}
              </span>
            </>
          )}
          <VisuallyHidden>,</VisuallyHidden>{' '}
          <span>{point.price === 0 ? 'Бесплатно' : formatRub(point.price)}</span>
        </span>
      </span>
    </label>
  );
}
