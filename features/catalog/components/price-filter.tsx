'use client';

import { useState, type FormEvent } from 'react';

import { setPrice, type CatalogFilters, type PriceRange } from '@/lib/shop/catalog-query';

import { PRICE_BANDS, samePrice } from '../utils/filter-labels';

import { FilterOption } from './filter-option';
import styles from './filters-panel.module.css';

type PriceFilterProps = {
  draft: CatalogFilters;
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

type Bound = 'min' | 'max';

/** The words before each input, their accessible names (ui-copy.md) and placeholders. */
const BOUNDS = {
  min: { word: 'от', label: 'Цена от', placeholder: '0' },
  max: { word: 'до', label: 'Цена до', placeholder: '∞' },
} as const;

type PriceBoundProps = {
  bound: Bound;
  value: string;
  onType: (bound: Bound, text: string) => void;
};

/** One free bound: digits and spaces, read when the form is submitted. */
function PriceBound({ bound, value, onType }: PriceBoundProps) {
  const { word, label, placeholder } = BOUNDS[bound];
  return (
    <label className={styles.bound}>
      {word}
      <input
        aria-label={label}
        type="text"
        inputMode="numeric"
        pattern="[0-9 ]*"
        value={value}
        placeholder={placeholder}
        onChange={(event: FormEvent<HTMLInputElement>) => onType(bound, event.currentTarget.value)}
      />
    </label>
  );
}

/** «Цена»: the five bands of ui-copy.md and free «от»/«до» bounds. */
export function PriceFilter({ draft, onChange, onTyped }: PriceFilterProps) {
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
  const typeBound = (bound: Bound, text: string) => {
    const [nextMin, nextMax] = bound === 'min' ? [text, max] : [min, text];
    setMin(nextMin);
    setMax(nextMax);
    typed(nextMin, nextMax);
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
              onToggle={() => onChange(next)}
            />
          );
        })}
      </ul>
      <div className={styles.range}>
        <PriceBound bound="min" value={min} onType={typeBound} />
        <PriceBound bound="max" value={max} onType={typeBound} />
      </div>
    </fieldset>
  );
}
