'use client';

import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';

import type { CourierOption } from '@/lib/platform/api/contracts/delivery';
import { formatRub } from '@/lib/shop/format/money';

import { checkoutKeys, getCourierOptions } from '../api/checkout-api';
import { courierLookupError } from '../utils/address';
import { courierSuggestion, type DeliveryState } from '../utils/delivery-state';

import styles from './checkout.module.css';
import { CourierAddressField } from './courier-address-field';
import { CourierSchedule } from './courier-schedule';
import { SavedAddresses } from './saved-addresses';

type CourierPanelProps = {
  cartCost: number;
  value: DeliveryState;
  onChange: (next: DeliveryState) => void;
  /** A carrier was picked (or the flat changed after one was): apply the delivery. */
  onCourierChosen: (next: DeliveryState) => void;
};

const LOOKUP_FAILED = 'Не удалось получить службы доставки';

/** Thrown by the spec 5 client guard: its text is shown as it is. */
class LookupGuardError extends Error {}

/** «Курьером»: a saved or typed address (+ flat), the carriers for it, then the date and time. */
export function CourierPanel({ cartCost, value, onChange, onCourierChosen }: CourierPanelProps) {
  const id = useId();
  const address = courierSuggestion(value);
  const lookup = {
    cartCost,
    fias: address?.data.fias_id ?? '',
    postIndex: address?.data.postal_code ?? '',
  };
  const couriers = useQuery({
    queryKey: checkoutKeys.couriers(cartCost, lookup.fias, lookup.postIndex),
    queryFn: () => {
      const missing = courierLookupError(lookup);
      if (missing) throw new LookupGuardError(missing);
      return getCourierOptions(lookup);
    },
    enabled: Boolean(address),
  });
  // A new address resets the carrier, date and time: their prices and dates depend on it.
  const reset = { courier: null, date: null, time: null } satisfies Partial<DeliveryState>;

  /** A changed address: drop what depended on the old one, and its delivery from the cart. */
  function changeAddress(patch: Partial<DeliveryState>) {
    const next = { ...value, ...reset, ...patch };
    onChange(next);
    if (value.courier) onCourierChosen(next);
  }

  function chooseCarrier(option: CourierOption) {
    const next = { ...value, courier: option, date: null };
    onChange(next);
    onCourierChosen(next);
  }

  return (
    <div className={styles.stack}>
      <SavedAddresses
        cartCost={cartCost}
        selected={value.saved?.uuid ?? null}
        onChoose={(saved) => {
          if (saved?.uuid !== value.saved?.uuid) changeAddress({ saved, flat: saved?.flat ?? '' });
        }}
      />
      {!value.saved && (
        <>
          <CourierAddressField
            suggestion={value.suggestion}
            onChoose={(suggestion) => changeAddress({ suggestion })}
            onClear={() => changeAddress({ suggestion: null })}
          />
          <FlatField
            id={`${id}-flat`}
            value={value.flat}
            onChange={(flat) => onChange({ ...value, flat })}
            onBlur={() => {
              if (value.courier) onCourierChosen(value);
            }}
          />
        </>
      )}
      {address && (
        <CarrierChoice
          name={`${id}-carrier`}
          query={couriers}
          chosen={value.courier}
          onChoose={chooseCarrier}
        />
      )}
      {address && value.courier && (
        <CourierSchedule
          courier={value.courier}
          date={value.date}
          time={value.time}
          onDateChange={(date) => onChange({ ...value, date })}
          onTimeChange={(time) => onChange({ ...value, time })}
        />
      )}
    </div>
  );
}

type FlatFieldProps = {
  id: string;
  value: string;
  onChange: (flat: string) => void;
  onBlur: () => void;
};

/** «Квартира»: appended to the address as «, кв {flat}» (withFlat). */
function FlatField({ id, value, onChange, onBlur }: FlatFieldProps) {
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        Квартира
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        maxLength={20}
        className={styles.control}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
      />
    </div>
  );
}

type CarrierChoiceProps = {
  name: string;
  query: UseQueryResult<CourierOption[]>;
  chosen: CourierOption | null;
  onChoose: (option: CourierOption) => void;
};

/** «Служба доставки»: the carriers for the address with cost and days. */
function CarrierChoice({ name, query, chosen, onChoose }: CarrierChoiceProps) {
  if (query.isPending) return <p aria-live="polite">Считаем стоимость доставки…</p>;
  if (query.isError) {
    const message = query.error instanceof LookupGuardError ? query.error.message : LOOKUP_FAILED;
    return (
      <p role="alert" className={styles.error}>
        {message}
      </p>
    );
  }
  if (query.data.length === 0) return <p>По этому адресу курьерская доставка недоступна</p>;
  return (
    <fieldset className={styles.options}>
      <legend className={styles.label}>Служба доставки</legend>
      <ul className={styles.list}>
        {query.data.map((option) => (
          <li key={option.carrier.uuid}>
            <label className={styles.option}>
              <input
                type="radio"
                name={name}
                value={option.carrier.uuid}
                checked={chosen?.carrier.uuid === option.carrier.uuid}
                aria-labelledby={`${name}-${option.carrier.uuid}-name`}
                aria-describedby={`${name}-${option.carrier.uuid}-details`}
                onChange={() => onChoose(option)}
              />
              <span>
                <span id={`${name}-${option.carrier.uuid}-name`} className={styles.optionTitle}>
                  {option.carrier.name}
                </span>
                <span
                  id={`${name}-${option.carrier.uuid}-details`}
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
  );
}
