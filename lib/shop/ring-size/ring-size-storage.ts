import { readStorage, storageSignal, writeStorage } from '@/lib/platform/browser-session';

import { MAX_RING_SIZE, MIN_RING_SIZE, formatRingSize, parseRingSize } from './ring-sizes';

/**
 * What this device remembers of ring sizes: the screen's calibration and the shopper's
 * size. Local storage only, never a cookie: nothing about a shopper's size reaches the server, so
 * the shared page cache serves everyone the same HTML. Reads are validated, so a hand-edited or
 * stale value is simply no value.
 */
export const RING_SIZE_KEYS = {
  /** CSS pixels per millimetre, as the shopper matched a bank card on this screen. */
  calibration: 'ringSizerPxPerMm',
  /** The shopper's Russian ring size («17», «17.5»). */
  size: 'ringSize',
} as const;

/** Plausible screens: from a 60 dpi monitor to a dense phone at its CSS scale (and some margin). */
export const MIN_PX_PER_MM = 1.5;
export const MAX_PX_PER_MM = 12;

const signal = storageSignal(Object.values(RING_SIZE_KEYS));

/**
 * Calls `listener` when a remembered value changes, here or in another tab of this browser (the
 * `storage` event); answers the unsubscribe function (the useSyncExternalStore contract).
 */
export const subscribeRingSize = signal.subscribe;

/** The remembered px per mm; null when never calibrated (or the value is broken). */
export function readCalibration(): number | null {
  const raw = readStorage(RING_SIZE_KEYS.calibration);
  if (raw === null || !/^\d{1,2}(\.\d+)?$/.test(raw)) return null;
  const value = Number(raw);
  return value >= MIN_PX_PER_MM && value <= MAX_PX_PER_MM ? value : null;
}

export function writeCalibration(pxPerMm: number | null): void {
  const valid = pxPerMm !== null && pxPerMm >= MIN_PX_PER_MM && pxPerMm <= MAX_PX_PER_MM;
  writeStorage(
    RING_SIZE_KEYS.calibration,
    valid ? String(Math.round(pxPerMm * 1000) / 1000) : null,
  );
  signal.notify();
}

/** The remembered ring size, a half size between 14 and 24; null when none. */
export function readRingSize(): number | null {
  const size = parseRingSize(readStorage(RING_SIZE_KEYS.size));
  if (size === null || size < MIN_RING_SIZE || size > MAX_RING_SIZE) return null;
  return Number.isInteger(size * 2) ? size : null;
}

/** Remembers a size (rounded to the nearest half size); null forgets it. */
export function writeRingSize(size: number | null): void {
  const half = size === null ? null : Math.round(size * 2) / 2;
  const valid = half !== null && half >= MIN_RING_SIZE && half <= MAX_RING_SIZE;
  writeStorage(RING_SIZE_KEYS.size, valid ? formatRingSize(half) : null);
  signal.notify();
}
