'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';

import { FieldError } from '@/components/form/field-error';
import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';
import { useDebouncedValue } from '@/lib/platform/hooks/use-debounced-value';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@/lib/shop/constants';

import { checkoutKeys, getAddressSuggestions } from '../api/checkout-api';
import { addressFieldError, suggestionError } from '../utils/address';

import styles from './checkout.module.css';

type CourierAddressFieldProps = {
  suggestion: AddressSuggestion | null;
  /** A suggestion was chosen (valid or not: the field shows the spec 5 message). */
  onChoose: (suggestion: AddressSuggestion) => void;
  /** The text changed after a suggestion was chosen: the address is no longer checked. */
  onClear: () => void;
};

/** The suggestions for what is typed (debounced, from SEARCH_MIN_LENGTH), none for the chosen one. */
function useAddressSuggestions(
  text: string,
  chosen: AddressSuggestion | null,
): AddressSuggestion[] {
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const searching = query.length >= SEARCH_MIN_LENGTH && query !== chosen?.value;
  const suggestions = useQuery({
    queryKey: checkoutKeys.suggestions(query),
    queryFn: () => getAddressSuggestions(query),
    enabled: searching,
  });
  return searching ? (suggestions.data ?? []) : [];
}

type SuggestionListProps = {
  id: string;
  items: AddressSuggestion[];
  active: number;
  expanded: boolean;
  onChoose: (item: AddressSuggestion) => void;
};

/** The combobox's listbox: a press keeps the focus in the field, a click chooses. */
function SuggestionList({ id, items, active, expanded, onChoose }: SuggestionListProps) {
  return (
    <ul id={`${id}-listbox`} role="listbox" aria-label="Подсказки адреса" hidden={!expanded}>
      {items.map((item, index) => (
        <li
          key={`${item.data.fias_id}-${index}`}
          id={`${id}-option-${index}`}
          role="option"
          aria-selected={index === active}
          className={index === active ? `${styles.suggestion} ${styles.active}` : styles.suggestion}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(item)}
        >
          {item.value}
        </li>
      ))}
    </ul>
  );
}

/**
 * «Адрес доставки»: a combobox over the address suggestions. Only an autocompleted address counts
 * (spec 5): leaving the field with typed text and no suggestion asks for the city.
 */
export function CourierAddressField({ suggestion, onChoose, onClear }: CourierAddressFieldProps) {
  const id = useId();
  const [text, setText] = useState(suggestion?.value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [error, setError] = useState<string | null>(() =>
    suggestion ? suggestionError(suggestion) : null,
  );
  const items = useAddressSuggestions(text, suggestion);
  const expanded = open && items.length > 0;

  function choose(next: AddressSuggestion) {
    setText(next.value);
    setOpen(false);
    setActive(-1);
    setError(suggestionError(next));
    onChoose(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (!expanded) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === 'Enter' && items[active]) {
      event.preventDefault();
      choose(items[active]);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={`${id}-input`} className={styles.label}>
        Адрес доставки
      </label>
      <div className={styles.combo}>
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          autoComplete="off"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-listbox`}
          aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
          className={styles.control}
          value={text}
          placeholder="Город, улица, дом"
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActive(-1);
            setError(null);
            if (suggestion) onClear();
          }}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            setError(addressFieldError(text, suggestion));
          }}
        />
        <SuggestionList
          id={id}
          items={items}
          active={active}
          expanded={expanded}
          onChoose={choose}
        />
      </div>
      <FieldError id={errorId} message={error} className={styles.error} />
    </div>
  );
}
