'use client';

import { VisuallyHidden } from '@/components/ui/visually-hidden';

import styles from './cart-line.module.css';

/** The largest quantity of one line (cartItemBodySchema: 1–99). */
const MAX_QUANTITY = 99;

type QuantityStepperProps = {
  quantity: number;
  busy: boolean;
  /** Nothing can be added (the line is out of stock). */
  canIncrease: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
};

/**
 * − quantity +. The buttons are never `disabled` while busy (a disabled button drops keyboard
 * focus mid-click); they are `aria-disabled` and do nothing instead. The quantity is a polite live
 * region, so the new value is announced once the service answers.
 */
export function QuantityStepper({
  quantity,
  busy,
  canIncrease,
  onIncrease,
  onDecrease,
}: QuantityStepperProps) {
  const decreaseOff = busy || quantity <= 1;
  const increaseOff = busy || !canIncrease || quantity >= MAX_QUANTITY;
  return (
    <div className={styles.stepper} role="group" aria-label="Количество">
      <button
        type="button"
        className={styles.step}
        aria-label="Уменьшить количество"
        aria-disabled={decreaseOff}
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
        onClick={() => !increaseOff && onIncrease()}
      >
        +
      </button>
    </div>
  );
}
