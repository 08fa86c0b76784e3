'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';

import type { AddressSuggestion } from '@/lib/api/contracts/main';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@/lib/constants';
import { formatRub } from '@/lib/format/money';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';

import { checkoutKeys, getAddressSuggestions, getCourierOptions } from '../api/checkout-api';
import { suggestionError } from '../utils/address';
import type { DeliveryState } from '../utils/delivery-state';

import styles from './checkout.module.css';

// eslint-disable-next-line max-lines-per-function -- combobox, flat and carrier radios
export function CourierPanel({
  cartCost,
  value,
  onChange,
  onCourierChosen,
}: {
  cartCost: number;
  value: DeliveryState;
  onChange: (next: DeliveryState) => void;
  /** A carrier was picked (or the flat changed after one was): apply the delivery. */
  onCourierChosen: (next: DeliveryState) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value.suggestion?.value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [addressError, setAddressError] = useState<string | null>(null);
  const query = useDebouncedValue(text.trim(), SEARCH_DEBOUNCE_MS);
  const chosen = value.suggestion;
  const searching = query.length >= SEARCH_MIN_LENGTH && query !== chosen?.value;

  const suggestions = useQuery({
    queryKey: checkoutKeys.suggestions(query),
    queryFn: () => getAddressSuggestions(query),
    enabled: searching,
  });
  const items = searching ? (suggestions.data ?? []) : [];
  const expanded = open && items.length > 0;

  const fias = chosen?.data.fias_id ?? '';
  const postIndex = chosen?.data.postal_code ?? '';
  const validAddress = Boolean(chosen && !suggestionError(chosen) && fias && postIndex);
  const couriers = useQuery({
    queryKey: checkoutKeys.couriers(cartCost, fias, postIndex),
    queryFn: () => getCourierOptions({ cartCost, fias, postIndex }),
    enabled: validAddress,
  });

  function choose(suggestion: AddressSuggestion) {
    setText(suggestion.value);
    setOpen(false);
    setActive(-1);
    const problem = suggestionError(suggestion);
    setAddressError(problem);
    onChange({ ...value, suggestion, courier: null, date: null });
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

  const errorId = `${id}-address-error`;
  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor={`${id}-address`} className={styles.label}>
          Адрес доставки
        </label>
        <div className={styles.combo}>
          <input
            id={`${id}-address`}
            type="text"
            role="combobox"
            autoComplete="off"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-listbox`}
            aria-activedescendant={expanded && active >= 0 ? `${id}-option-${active}` : undefined}
            aria-invalid={Boolean(addressError)}
            aria-describedby={addressError ? errorId : undefined}
            className={styles.control}
            value={text}
            placeholder="Город, улица, дом"
            onChange={(event) => {
              setText(event.target.value);
              setOpen(true);
              setActive(-1);
              setAddressError(null);
              if (chosen) onChange({ ...value, suggestion: null, courier: null, date: null });
            }}
            onKeyDown={onKeyDown}
            onBlur={() => setOpen(false)}
          />
          <ul id={`${id}-listbox`} role="listbox" aria-label="Подсказки адреса" hidden={!expanded}>
            {items.map((suggestion, index) => (
              <li
                key={`${suggestion.data.fias_id}-${index}`}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === active}
                className={
                  index === active ? `${styles.suggestion} ${styles.active}` : styles.suggestion
                }
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => choose(suggestion)}
              >
                {suggestion.value}
              </li>
            ))}
          </ul>
        </div>
        {addressError && (
          <p id={errorId} role="alert" className={styles.error}>
            {addressError}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-flat`} className={styles.label}>
          Квартира
        </label>
        <input
          id={`${id}-flat`}
          type="text"
          inputMode="numeric"
          maxLength={20}
          className={styles.control}
          value={value.flat}
          onChange={(event) => onChange({ ...value, flat: event.target.value })}
          onBlur={() => {
            if (value.courier) onCourierChosen(value);
          }}
        />
      </div>
      {validAddress && (
        <>
          {couriers.isPending && <p aria-live="polite">Считаем стоимость доставки…</p>}
          {couriers.isError && <p role="alert">Не удалось получить службы доставки</p>}
          {couriers.isSuccess && couriers.data.length === 0 && (
            <p>По этому адресу курьерская доставка недоступна</p>
          )}
          {couriers.isSuccess && couriers.data.length > 0 && (
            <fieldset className={styles.options}>
              <legend className={styles.label}>Служба доставки</legend>
              <ul className={styles.list}>
                {couriers.data.map((option) => (
                  <li key={option.carrier.uuid}>
                    <label className={styles.option}>
                      <input
                        type="radio"
                        name={`${id}-carrier`}
                        value={option.carrier.uuid}
                        checked={value.courier?.carrier.uuid === option.carrier.uuid}
                        aria-labelledby={`${id}-${option.carrier.uuid}-name`}
                        aria-describedby={`${id}-${option.carrier.uuid}-details`}
                        onChange={() => {
                          const next = { ...value, courier: option, date: null };
                          onChange(next);
                          onCourierChosen(next);
                        }}
                      />
                      <span>
                        <span
                          id={`${id}-${option.carrier.uuid}-name`}
                          className={styles.optionTitle}
                        >
                          {option.carrier.name}
                        </span>
                        <span
                          id={`${id}-${option.carrier.uuid}-details`}
                          className={styles.optionDetails}
                        >
                          <span>{option.cost === 0 ? 'Бесплатно' : formatRub(option.cost)}</span>
                          <span>
                            {option.daysMin === option.daysMax
                              ? `${option.daysMin} дн.`
                              : `${option.daysMin}–${option.daysMax} дн.`}
                          </span>
                        </span>
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
        </>
      )}
    </div>
  );
}
