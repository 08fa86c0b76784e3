import { DEFAULT_RESERVATION_HOLD_HOURS } from '../../../lib/platform/api/contracts/reservations';

/** Knobs of reservations; tests inject the clock and the limit. */
export type ReservationOptions = {
  /** The clock of holds and expiry (the accounts' clock by default). */
  now?: () => Date;
  /** Hours a reservation is held; else `RESERVATION_HOLD_HOURS`, else 72. */
  holdHours?: number;
  /** Reservations created per client (address) and hour; else `REFERENCE_RESERVATION_CLIENT_LIMIT`. */
  clientLimit?: number;
};

export const DEFAULT_RESERVATION_CLIENT_LIMIT = 10;

const positive = (value: string | undefined): number | undefined => {
  const parsed = Number(value?.trim() || NaN);
  return Number.isFinite(parsed) && parsed > 0 ? parsed : undefined;
};

/** `RESERVATION_HOLD_HOURS`, read on every call so a test may set it; malformed keeps 72. */
export function holdHours(env: NodeJS.ProcessEnv = process.env): number {
  return positive(env.RESERVATION_HOLD_HOURS) ?? DEFAULT_RESERVATION_HOLD_HOURS;
}

/** `REFERENCE_RESERVATION_CLIENT_LIMIT` (a whole number), else 10. */
export function clientLimit(env: NodeJS.ProcessEnv = process.env): number {
  const value = positive(env.REFERENCE_RESERVATION_CLIENT_LIMIT);
  return value !== undefined && Number.isInteger(value) ? value : DEFAULT_RESERVATION_CLIENT_LIMIT;
}
