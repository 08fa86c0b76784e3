'use client';

import { useId, type ReactNode, type Ref } from 'react';

import type { ProductOffer } from '@/lib/platform/api/contracts/catalog';

import styles from './size-picker.module.css';

type SizePickerProps = {
  /** Sellable offers, already sorted (lib/shop/product-price.ts sellableOffers). */
  offers: ProductOffer[];
  /** Id of the chosen offer. */
  value: string | null;
  onChange: (offerId: string) => void;
  /** «Выберите размер» when the shopper tried to buy without a size. */
  error: string | null;
  /** Id for the error text, so the buy button can point at it too. */
  errorId: string;
  /** The group itself: focused when a size is missing. */
  ref?: Ref<HTMLDivElement>;
  /** Beside «Размер»: the ring-size guide on rings. */
  guide?: ReactNode;
};

/** The sizes in stock as a radio group «Размер» (native radios: arrow keys move the choice). */
export function SizePicker({
  offers,
  value,
  onChange,
  error,
  errorId,
  ref,
  guide,
}: SizePickerProps) {
  const labelId = useId();
  const name = useId();
  return (
    <div className={styles.picker}>
      <div className={styles.head}>
        <p id={labelId} className={styles.label}>
          Размер
        </p>
        {guide}
      </div>
      <div
        ref={ref}
        role="radiogroup"
        aria-labelledby={labelId}
        aria-describedby={error ? errorId : undefined}
        aria-invalid={error ? true : undefined}
        aria-required
        tabIndex={-1}
        className={styles.group}
      >
        {offers.map((offer) => (
          <label key={offer.id} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={offer.id}
              checked={value === offer.id}
              onChange={() => onChange(offer.id)}
              className={styles.input}
            />
            <span className={styles.chip}>{offer.size}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} role="alert" className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
