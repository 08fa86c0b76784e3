'use client';

import { useId, useState } from 'react';

import {
  readCalibration,
  readRingSize,
  writeCalibration,
} from '@/lib/shop/ring-size/ring-size-storage';

import { CardCalibration } from './card-calibration';
import { RingCircle } from './ring-circle';
import styles from './ring-size-guide.module.css';
import { SizerResult } from './sizer-result';

/** CSS's reference pixel: 96 per inch. Right on most desktop screens at 100 % zoom. */
const DEFAULT_PX_PER_MM = 96 / 25.4;
/** Where the circle starts when no size is remembered: the most common women's size. */
const DEFAULT_DIAMETER_MM = 17;

type RingSizerProps = {
  sizes?: readonly string[];
  onSelect?: (size: string) => void;
};

/**
 * The on-screen sizer: calibrate once with a bank card (remembered on this device), lay a ring on
 * the screen and fit the circle to its inner edge; the result names the size. Only rendered inside
 * the modal, in the browser, so reading storage while rendering first is safe.
 */
export function RingSizer({ sizes, onSelect }: RingSizerProps) {
  const headingId = useId();
  const [pxPerMm, setPxPerMm] = useState(() => readCalibration() ?? DEFAULT_PX_PER_MM);
  const [diameter, setDiameter] = useState(() => readRingSize() ?? DEFAULT_DIAMETER_MM);
  const calibrate = (value: number) => {
    setPxPerMm(value);
    writeCalibration(value);
  };
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.heading}>
        Измерить кольцом на экране
      </h3>
      <CardCalibration pxPerMm={pxPerMm} onChange={calibrate} />
      <RingCircle pxPerMm={pxPerMm} diameter={diameter} onChange={setDiameter} />
      <SizerResult diameter={diameter} sizes={sizes} onSelect={onSelect} />
    </section>
  );
}
