'use client';

import { useId } from 'react';

import { OFFLINE_REASON } from '@/components/ui/offline-hint';
import { VisuallyHidden } from '@/components/ui/visually-hidden';
import { useOnline } from '@/lib/platform/hooks/use-online';

import styles from './cart-line.module.css';

/** The largest quantity of one line (cartItemBodySchema: 1–99). */
const MAX_QUANTITY = 99;

type QuantityStepperProps = {
  quantity: number;
  busy: boolean;
  /** Nothing can be added (the line is out of stock). */
  canIncrease: boolean;
  /** Pieces in stock (the cart's `available`); unknown: only the line limit applies. */
  available?: number;
  onIncrease: () => void;
  onDecrease: () => void;
};

/** Why «+» stops, said under it and read with it; null while more can be added. */
function increaseLimitNote(quantity: number, available?: number): string | null {
  if (available !== undefined && available < MAX_QUANTITY && quantity >= available) {
    return `В наличии только ${available} шт.`;
  }
  return quantity >= MAX_QUANTITY ? `Не больше ${MAX_QUANTITY} шт.` : null;
}

/**
 * − quantity +. The buttons are never `disabled` while busy (a disabled button drops keyboard
 * focus mid-click); they are `aria-disabled` and do nothing instead. The quantity is a polite live
 * region, so the new value is announced once the service answers. At the stock limit «+» is off
 * with the reason as text it is described by (rather than staying on for the service to say no).
 */
export function QuantityStepper({
  quantity,
  busy,
  canIncrease,
  available,
  onIncrease,
  onDecrease,
}: QuantityStepperProps) {
  const noteId = useId();
  // offline both wait with the reason; else «+» may stop at the stock limit
  const online = useOnline();
  const offlineNote = online ? null : OFFLINE_REASON;
  const limitNote = canIncrease ? increaseLimitNote(quantity, available) : null;
  const note = offlineNote ?? limitNote;
  const decreaseOff = busy || quantity <= 1 || !online;
  const increaseOff = busy || !canIncrease || note !== null;
  return (
    <div className={styles.stepperCell}>
      <div className={styles.stepper} role="group" aria-label="Количество">
        <button
          type="button"
          className={styles.step}
          aria-label="Уменьшить количество"
          aria-disabled={decreaseOff}
          aria-describedby={offlineNote ? noteId : undefined}
          onClick={() => !decreaseOff && onDecrease()}
        >
          −
        </button>
        <output className={styles.quantity} aria-live="polite">
          <VisuallyHidden>Количество: </VisuallyHidden>
          {quantity}
        </output>
        <button
          type="button"
          className={styles.step}
          aria-label="Увеличить количество"
          aria-disabled={increaseOff}
          aria-describedby={note ? noteId : undefined}
          onClick={() => !increaseOff && onIncrease()}
        >
          +
        </button>
      </div>
      {note && (
        <p id={noteId} className={styles.limit}>
          {note}
        </p>
      )}
    </div>
  );
}
