'use client';

import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type Ref } from 'react';

import type { AddressSuggestion } from '@/lib/api/contracts/main';
import { isApiError } from '@/lib/api/errors';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN_LENGTH } from '@/lib/constants';
import { formatRub } from '@/lib/format/money';

import {
  checkoutKeys,
  getAddressSuggestions,
  getCourierOptions,
  listPickupPoints,
  setCartDelivery,
} from '../api/checkout-api';
import { suggestionError, withFlat } from '../utils/address';

import styles from './checkout.module.css';

export type DeliveryTab = 'pvz' | 'address';

export type DeliveryState = {
  tab: DeliveryTab;
  pointUuid: string | null;
  suggestion: AddressSuggestion | null;
  flat: string;
  carrierUuid: string | null;
};

export const INITIAL_DELIVERY: DeliveryState = {
  tab: 'pvz',
  pointUuid: null,
  suggestion: null,
  flat: '',
  carrierUuid: null,
};

export const DELIVERY_MESSAGES = {
  noPoint: 'Выберите пункт выдачи',
  noAddress: 'Укажите адрес доставки',
  pointUnavailable: 'Пункт выдачи недоступен',
} as const;

/** Spec 5: pickup needs a point; courier needs an address (a valid suggestion) and a carrier. */
export function validateDelivery(state: DeliveryState): string | null {
  if (state.tab === 'pvz') return state.pointUuid ? null : DELIVERY_MESSAGES.noPoint;
  if (!state.suggestion || suggestionError(state.suggestion) || !state.carrierUuid) {
    return DELIVERY_MESSAGES.noAddress;
  }
  return null;
}

export function courierAddress(state: DeliveryState): string {
  return state.suggestion ? withFlat(state.suggestion.value, state.flat) : '';
}

type DeliverySectionProps = {
  cartCost: number;
  value: DeliveryState;
  onChange: (next: DeliveryState) => void;
  /** A message for the whole section (submit validation or a refused order). */
  error: string | null;
  sectionRef?: Ref<HTMLElement>;
  /** Re-reads the cart summary (the page owns the cart query). */
  onCartChanged: () => Promise<unknown>;
};

const TABS: { id: DeliveryTab; label: string }[] = [
  { id: 'pvz', label: 'Самовывоз' },
  { id: 'address', label: 'Курьером' },
];

// eslint-disable-next-line max-lines-per-function -- tabs, both panels' wiring and messages
export function DeliverySection({
  cartCost,
  value,
  onChange,
  error,
  sectionRef,
  onCartChanged,
}: DeliverySectionProps) {
  const baseId = useId();
  const [putError, setPutError] = useState<string | null>(null);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const refreshSummary = onCartChanged;

  async function applyPoint(pointUuid: string) {
    setPutError(null);
    try {
      await setCartDelivery({ type: 'point', pointUuid });
    } catch {
      setPutError(DELIVERY_MESSAGES.pointUnavailable);
    }
    await refreshSummary();
  }

  async function applyCarrier(state: DeliveryState) {
    if (!state.suggestion || !state.carrierUuid) return;
    setPutError(null);
    try {
      await setCartDelivery({
        type: 'carrier',
        clientAddress: courierAddress(state),
        fias: state.suggestion.data.fias_id,
        postIndex: state.suggestion.data.postal_code ?? undefined,
      });
    } catch (failure) {
      setPutError(isApiError(failure) ? failure.message : 'Не удалось выбрать доставку');
    }
    await refreshSummary();
  }

  function selectTab(tab: DeliveryTab) {
    if (tab === value.tab) return;
    const next = { ...value, tab };
    onChange(next);
    setPutError(null);
    // The cart keeps one delivery: put back the choice already made on this tab, then re-read.
    if (tab === 'pvz' && next.pointUuid) void applyPoint(next.pointUuid);
    else if (tab === 'address' && next.carrierUuid) void applyCarrier(next);
    else void refreshSummary();
  }

  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    event.preventDefault();
    const nextIndex = (index + (event.key === 'ArrowRight' ? 1 : TABS.length - 1)) % TABS.length;
    const tab = TABS[nextIndex];
    if (!tab) return;
    tabRefs.current[nextIndex]?.focus();
    selectTab(tab.id);
  }

  const message = error ?? putError;

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      className={styles.section}
      aria-labelledby={`${baseId}-title`}
      aria-describedby={message ? `${baseId}-error` : undefined}
    >
      <h2 id={`${baseId}-title`} className={styles.sectionTitle}>
        Доставка
      </h2>
      <div role="tablist" aria-label="Способ доставки" className={styles.tabs}>
        {TABS.map((tab, index) => (
          <button
            key={tab.id}
            ref={(node) => {
              tabRefs.current[index] = node;
            }}
            type="button"
            role="tab"
            id={`${baseId}-tab-${tab.id}`}
            aria-selected={value.tab === tab.id}
            aria-controls={`${baseId}-panel-${tab.id}`}
            tabIndex={value.tab === tab.id ? 0 : -1}
            className={value.tab === tab.id ? `${styles.tab} ${styles.tabActive}` : styles.tab}
            onClick={() => selectTab(tab.id)}
            onKeyDown={(event) => onTabKeyDown(event, index)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      {message && (
        <p id={`${baseId}-error`} role="alert" className={styles.error}>
          {message}
        </p>
      )}
      <div
        role="tabpanel"
        id={`${baseId}-panel-${value.tab}`}
        aria-labelledby={`${baseId}-tab-${value.tab}`}
        className={styles.panel}
      >
        {value.tab === 'pvz' ? (
          <PickupPanel
            cartCost={cartCost}
            pointUuid={value.pointUuid}
            onSelect={(pointUuid) => {
              onChange({ ...value, pointUuid });
              void applyPoint(pointUuid);
            }}
          />
        ) : (
          <CourierPanel
            cartCost={cartCost}
            value={value}
            onChange={onChange}
            onCarrierChosen={(next) => void applyCarrier(next)}
          />
        )}
      </div>
    </section>
  );
}

// eslint-disable-next-line max-lines-per-function -- filter, states and the radio list
function PickupPanel({
  cartCost,
  pointUuid,
  onSelect,
}: {
  cartCost: number;
  pointUuid: string | null;
  onSelect: (pointUuid: string) => void;
}) {
  const id = useId();
  const [filter, setFilter] = useState('');
  const points = useQuery({
    queryKey: checkoutKeys.points(cartCost),
    queryFn: () => listPickupPoints(cartCost),
  });
  const visible = useMemo(() => {
    const needle = filter.trim().toLowerCase().replace(/ё/g, 'е');
    if (!needle) return points.data ?? [];
    return (points.data ?? []).filter((point) =>
      `${point.name} ${point.address}`.toLowerCase().replace(/ё/g, 'е').includes(needle),
    );
  }, [points.data, filter]);

  return (
    <div className={styles.stack}>
      <div className={styles.field}>
        <label htmlFor={`${id}-filter`} className={styles.label}>
          Найти пункт выдачи
        </label>
        <input
          id={`${id}-filter`}
          type="search"
          className={styles.control}
          value={filter}
          placeholder="Название или адрес"
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {points.isPending && <p aria-live="polite">Загружаем пункты выдачи…</p>}
      {points.isError && <p role="alert">Не удалось загрузить пункты выдачи</p>}
      {points.isSuccess && (
        <fieldset className={styles.options}>
          <legend className={styles.label}>Пункты выдачи</legend>
          {visible.length === 0 && <p>Ничего не найдено</p>}
          <ul className={styles.list}>
            {visible.map((point) => (
              <li key={point.uuid}>
                <label className={styles.option}>
                  <input
                    type="radio"
                    name={`${id}-point`}
                    value={point.uuid}
                    checked={pointUuid === point.uuid}
                    aria-labelledby={`${id}-${point.uuid}-name`}
                    aria-describedby={`${id}-${point.uuid}-details`}
                    onChange={() => onSelect(point.uuid)}
                  />
                  <span>
                    <span id={`${id}-${point.uuid}-name`} className={styles.optionTitle}>
                      {point.name}
                    </span>
                    <span id={`${id}-${point.uuid}-details`} className={styles.optionDetails}>
                      <span>{point.address}</span>
                      <span>{point.carrier.name}</span>
                      {point.subway && (
                        <span>
                          <span
                            aria-hidden="true"
                            className={styles.subway}
                            style={{ backgroundColor: point.subway.color }}
                          />
                          м. {point.subway.name}
                        </span>
                      )}
                      <span>{point.price === 0 ? 'Бесплатно' : formatRub(point.price)}</span>
                    </span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </div>
  );
}

function useDebounced(value: string, delay: number): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return debounced;
}

// eslint-disable-next-line max-lines-per-function -- combobox, flat and carrier radios
function CourierPanel({
  cartCost,
  value,
  onChange,
  onCarrierChosen,
}: {
  cartCost: number;
  value: DeliveryState;
  onChange: (next: DeliveryState) => void;
  onCarrierChosen: (next: DeliveryState) => void;
}) {
  const id = useId();
  const [text, setText] = useState(value.suggestion?.value ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [addressError, setAddressError] = useState<string | null>(null);
  const query = useDebounced(text.trim(), SEARCH_DEBOUNCE_MS);
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
    onChange({ ...value, suggestion, carrierUuid: null });
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
              if (chosen) onChange({ ...value, suggestion: null, carrierUuid: null });
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
            if (value.carrierUuid) onCarrierChosen(value);
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
                        checked={value.carrierUuid === option.carrier.uuid}
                        aria-labelledby={`${id}-${option.carrier.uuid}-name`}
                        aria-describedby={`${id}-${option.carrier.uuid}-details`}
                        onChange={() => {
                          const next = { ...value, carrierUuid: option.carrier.uuid };
                          onChange(next);
                          onCarrierChosen(next);
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
