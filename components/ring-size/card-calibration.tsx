'use client';

import { useId, type ChangeEvent } from 'react';

import { MAX_PX_PER_MM, MIN_PX_PER_MM } from '@/lib/shop/ring-size/ring-size-storage';
import { CARD_HEIGHT_MM, CARD_WIDTH_MM } from '@/lib/shop/ring-size/size-table';

import styles from './ring-size-guide.module.css';

/** ID-1 cards have rounded corners of 3.18 mm. */
const CARD_CORNER_MM = 3.18;
const MIN_LENGTH = Math.ceil(MIN_PX_PER_MM * CARD_WIDTH_MM);
const MAX_LENGTH = Math.floor(MAX_PX_PER_MM * CARD_WIDTH_MM);

type CardCalibrationProps = { pxPerMm: number; onChange: (pxPerMm: number) => void };

/**
 * Step 1: a card outline, drawn upright so it fits a phone held in portrait, whose long side the
 * shopper stretches with a slider until it matches a real bank card held against the screen.
 */
export function CardCalibration({ pxPerMm, onChange }: CardCalibrationProps) {
  const hintId = useId();
  const length = Math.round(pxPerMm * CARD_WIDTH_MM);
  const onInput = (event: ChangeEvent<HTMLInputElement>) => {
    const value = Number(event.currentTarget.value);
    if (Number.isFinite(value)) onChange(value / CARD_WIDTH_MM);
  };
  return (
    <div className={styles.step}>
      <p id={hintId} className={styles.hint}>
        1. Приложите банковскую карту к экрану длинной стороной вдоль контура и двигайте ползунок,
        пока контур не совпадёт с краями карты. Это нужно один раз для этого экрана.
      </p>
      <label className={styles.range}>
        <span>Длина карты на экране</span>
        <input
          type="range"
          min={MIN_LENGTH}
          max={MAX_LENGTH}
          step={1}
          value={length}
          onChange={onInput}
          aria-describedby={hintId}
          aria-valuetext={`${length} пикселей, ${pxPerMm.toFixed(2).replace('.', ',')} на миллиметр`}
        />
      </label>
      <div className={styles.stage}>
        <div
          data-testid="card-outline"
          className={styles.card}
          style={{
            height: length,
            width: Math.round(pxPerMm * CARD_HEIGHT_MM),
            borderRadius: pxPerMm * CARD_CORNER_MM,
          }}
          aria-hidden="true"
        >
          <span className={styles.cardLabel}>Банковская карта</span>
        </div>
      </div>
    </div>
  );
}
