'use client';

import { useId, type ReactNode, type Ref } from 'react';

import { FieldError } from '@/components/form/field-error';

import styles from './size-picker.module.css';

/** A size to choose: the offer it stands for and the size as shown. */
export type SizeOption = { id: string; size: string | null };

type SizePickerProps = {
  /** The sizes, already sorted: a product page's sellable offers, or the sizes shops hold. */
  offers: SizeOption[];
  /** Id of the chosen offer. */
  value: string | null;
  onChange: (offerId: string) => void;
  /** «Выберите размер» when the shopper tried to buy without a size. */
  error: string | null;
  /** Id for the error text, so the buy button can point at it too (else one of its own). */
  errorId?: string;
  /** The group itself: focused when a size is missing. */
  ref?: Ref<HTMLDivElement>;
  /** Beside «Размер»: the ring-size guide on rings. */
  guide?: ReactNode;
  /** The outer box's class, for where the picker stands (its margins). */
  className?: string;
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
  className,
}: SizePickerProps) {
  const labelId = useId();
  const name = useId();
  const ownErrorId = useId();
  const messageId = errorId ?? ownErrorId;
  return (
    <div className={className ?? styles.picker}>
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
        aria-describedby={error ? messageId : undefined}
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
      <FieldError id={messageId} message={error} className={styles.error} />
    </div>
  );
}
