'use client';

import { useState, type FormEvent } from 'react';

import { setPrice, type CatalogFilters, type PriceRange } from '@/lib/shop/catalog-query';

import { PRICE_BANDS, samePrice } from '../utils/filter-labels';

import { FilterOption } from './filter-option';
import styles from './filters-panel.module.css';

type PriceFilterProps = {
  draft: CatalogFilters;
  hrefFor: (filters: CatalogFilters) => string;
  onChange: (filters: CatalogFilters) => void;
  /** Typed bounds are kept here until the form is submitted. */
  onTyped: (filters: CatalogFilters) => void;
};

const toText = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

function fromText(text: string): number | null {
  const digits = text.replace(/\s/g, '');
  if (!/^\d+$/.test(digits)) return null;
  return Number(digits);
}

/** «Цена»: the five bands of ui-copy.md and free «от»/«до» bounds. */
export function PriceFilter({ draft, hrefFor, onChange, onTyped }: PriceFilterProps) {
  const [min, setMin] = useState(toText(draft.price?.[0]));
  const [max, setMax] = useState(toText(draft.price?.[1]));
  const [shown, setShown] = useState(draft.price);
  // The draft changed from outside (a band, «Сбросить»): show its bounds in the inputs.
  if (shown !== draft.price) {
    setShown(draft.price);
    setMin(toText(draft.price?.[0]));
    setMax(toText(draft.price?.[1]));
  }
  const typed = (nextMin: string, nextMax: string) => {
    const range: PriceRange = [fromText(nextMin), fromText(nextMax)];
    const next = setPrice(draft, range);
    setShown(next.price);
    onTyped(next);
  };
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Цена</legend>
      <ul className={styles.options}>
        {PRICE_BANDS.map((band) => {
          const checked = samePrice(draft.price, band.range);
          const next = setPrice(draft, checked ? null : band.range);
          return (
            <FilterOption
              key={band.label}
              type="radio"
              value={`numeric_price_${toText(band.range[0])},${toText(band.range[1])}`}
              label={band.label}
              checked={checked}
              href={hrefFor(next)}
              onToggle={() => onChange(next)}
            />
          );
        })}
      </ul>
      <div className={styles.range}>
        <label className={styles.bound}>
          от
          <input
            aria-label="Цена от"
            type="text"
            inputMode="numeric"
            pattern="[0-9 ]*"
            value={min}
            placeholder="0"
            onChange={(event: FormEvent<HTMLInputElement>) => {
              setMin(event.currentTarget.value);
              typed(event.currentTarget.value, max);
            }}
          />
        </label>
        <label className={styles.bound}>
          до
          <input
            aria-label="Цена до"
            type="text"
            inputMode="numeric"
            pattern="[0-9 ]*"
            value={max}
            placeholder="∞"
            onChange={(event: FormEvent<HTMLInputElement>) => {
              setMax(event.currentTarget.value);
              typed(min, event.currentTarget.value);
            }}
          />
        </label>
      </div>
    </fieldset>
  );
}
