/**
 * The ring-size guide's data and maths. A Russian ring size is the ring's inner diameter in
 * millimetres; the European size (ISO 8653) is its inner circumference in millimetres; a US size
 * steps 0.032 inch (0.8128 mm) of diameter from size 0 at 0.458 inch (11.63 mm). Used by the guide
 * and the sizer only, which load on first open.
 */

import { MAX_RING_SIZE, MIN_RING_SIZE } from './ring-sizes';

/** A bank card's long side (ISO/IEC 7810 ID-1), the ruler the shopper calibrates the screen with. */
export const CARD_WIDTH_MM = 85.6;
/** Its short side (ID-1), for the outline's proportions. */
export const CARD_HEIGHT_MM = 53.98;

/** The US/Canada sizes with their inner diameters in mm (the standard table, half sizes). */
export const US_SIZES: readonly { us: number; diameterMm: number }[] = [
  { us: 2.5, diameterMm: 13.67 },
  { us: 3, diameterMm: 14.07 },
  { us: 3.5, diameterMm: 14.48 },
  { us: 4, diameterMm: 14.88 },
  { us: 4.5, diameterMm: 15.29 },
  { us: 5, diameterMm: 15.7 },
  { us: 5.5, diameterMm: 16.1 },
  { us: 6, diameterMm: 16.51 },
  { us: 6.5, diameterMm: 16.92 },
  { us: 7, diameterMm: 17.32 },
  { us: 7.5, diameterMm: 17.73 },
  { us: 8, diameterMm: 18.14 },
  { us: 8.5, diameterMm: 18.54 },
  { us: 9, diameterMm: 18.95 },
  { us: 9.5, diameterMm: 19.35 },
  { us: 10, diameterMm: 19.76 },
  { us: 10.5, diameterMm: 20.17 },
  { us: 11, diameterMm: 20.57 },
  { us: 11.5, diameterMm: 20.98 },
  { us: 12, diameterMm: 21.39 },
  { us: 12.5, diameterMm: 21.79 },
  { us: 13, diameterMm: 22.2 },
  { us: 13.5, diameterMm: 22.61 },
  { us: 14, diameterMm: 23.01 },
  { us: 14.5, diameterMm: 23.42 },
  { us: 15, diameterMm: 23.83 },
];

export type RingSizeRow = {
  /** The Russian size: the inner diameter, mm. */
  ru: number;
  /** π·d, mm, one decimal. */
  circumferenceMm: number;
  /** ≈ the circumference in whole mm. */
  eu: number;
  /** The US size whose diameter is nearest. */
  us: number;
};

function nearestUs(diameterMm: number): number {
  let best = US_SIZES[0]!;
  for (const row of US_SIZES) {
    if (Math.abs(row.diameterMm - diameterMm) < Math.abs(best.diameterMm - diameterMm)) best = row;
  }
  return best.us;
}

/** One row of the size table for a Russian size. */
export function ringSizeRow(ru: number): RingSizeRow {
  const circumference = Math.PI * ru;
  return {
    ru,
    circumferenceMm: Math.round(circumference * 10) / 10,
    eu: Math.round(circumference),
    us: nearestUs(ru),
  };
}

export const RING_SIZE_TABLE: readonly RingSizeRow[] = Array.from(
  { length: (MAX_RING_SIZE - MIN_RING_SIZE) * 2 + 1 },
  (_, index) => ringSizeRow(MIN_RING_SIZE + index / 2),
);

/** The standard sizes (the table's), for the sizer where no product says what is sellable. */
export const STANDARD_RING_SIZES: readonly number[] = RING_SIZE_TABLE.map((row) => row.ru);

/** Millimetres for people: «17,3 мм». */
export function formatMm(value: number): string {
  return `${value.toLocaleString('ru-RU', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} мм`;
}

/**
 * The size among `sizes` nearest to an inner diameter. A tie goes to the larger size: a ring a
 * little loose still goes on, one a little tight may not. Null when there are no sizes.
 */
export function nearestRingSize(diameterMm: number, sizes: readonly number[]): number | null {
  let best: number | null = null;
  for (const size of sizes) {
    if (!Number.isFinite(size)) continue;
    const distance = Math.abs(size - diameterMm);
    const bestDistance = best === null ? Infinity : Math.abs(best - diameterMm);
    // compare in hundredths: 16.75 − 16.5 and 17 − 16.75 must tie despite floating point
    const a = Math.round(distance * 100);
    const b = Math.round(bestDistance * 100);
    if (best === null || a < b || (a === b && size > best)) best = size;
  }
  return best;
}
