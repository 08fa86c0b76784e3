'use client';

import { useId, type ChangeEvent } from 'react';

import { formatMm } from '@/lib/shop/ring-size/size-table';

import styles from './ring-size-guide.module.css';

export const MIN_DIAMETER_MM = 12;
export const MAX_DIAMETER_MM = 26;
const STEP_MM = 0.1;

/** One decimal, within the range: 0.1 mm steps without floating-point dust (17.300000000000001). */
const clamp = (value: number) =>
  Math.min(MAX_DIAMETER_MM, Math.max(MIN_DIAMETER_MM, Math.round(value * 10) / 10));

type RingCircleProps = {
  pxPerMm: number;
  diameter: number;
  onChange: (diameter: number) => void;
};

/** Step 2: a circle the shopper fits to a ring's inner edge, by slider or ± 0.1 mm buttons. */
export function RingCircle({ pxPerMm, diameter, onChange }: RingCircleProps) {
  const hintId = useId();
  const size = diameter * pxPerMm;
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.currentTarget.value);
    if (Number.isFinite(value)) onChange(clamp(value));
  };
  return (
    <div className={styles.step}>
      <p id={hintId} className={styles.hint}>
        2. Положите кольцо на круг и подгоните круг так, чтобы его линия прошла по внутреннему краю
        кольца.
      </p>
      <label className={styles.range}>
        <span>Внутренний диаметр кольца</span>
        <input
          type="range"
          min={MIN_DIAMETER_MM}
          max={MAX_DIAMETER_MM}
          step={STEP_MM}
          value={diameter}
          onChange={onInput}
          aria-describedby={hintId}
          aria-valuetext={formatMm(diameter)}
        />
      </label>
      <div className={styles.adjust}>
        <button
          type="button"
          className={styles.stepButton}
          aria-label="Уменьшить круг на 0,1 мм"
          disabled={diameter <= MIN_DIAMETER_MM}
          onClick={() => onChange(clamp(diameter - STEP_MM))}
        >
          −
        </button>
        <span className={styles.diameter}>{formatMm(diameter)}</span>
        <button
          type="button"
          className={styles.stepButton}
          aria-label="Увеличить круг на 0,1 мм"
          disabled={diameter >= MAX_DIAMETER_MM}
          onClick={() => onChange(clamp(diameter + STEP_MM))}
        >
          +
        </button>
      </div>
      <div className={styles.stage}>
        <div
          data-testid="ring-circle"
          className={styles.circle}
          style={{ width: size, height: size }}
          aria-hidden="true"
        />
      </div>
    </div>
  );
}
