import {
  PAYMENT_SENSITIVE_CARRIER,
  type CourierOption,
  type PickupPoint,
  type SavedAddress,
} from '@/lib/platform/api/contracts/delivery';
import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';
import { withFlat } from '@/lib/shop/format/address';

import { suggestionError } from './address';

export type DeliveryTab = 'pvz' | 'address';

/** A courier time slot (spec 3 order fields deliveryTimeBegin / deliveryTimeEnd), HH:mm. */
export type DeliveryTime = { begin: string; end: string };

export const DELIVERY_TIME_SLOTS: readonly DeliveryTime[] = [
  { begin: '10:00', end: '14:00' },
  { begin: '14:00', end: '18:00' },
  { begin: '18:00', end: '22:00' },
];

/** What the shopper has chosen on each delivery tab (both are kept while switching tabs). */
export type DeliveryState = {
  tab: DeliveryTab;
  point: PickupPoint | null;
  suggestion: AddressSuggestion | null;
  /**
   * A saved address chosen from «Сохранённые адреса»: already checked when it was saved, so it
   * stands in for the suggestion (and its flat fills `flat`). Null while typing an address.
   */
  saved: SavedAddress | null;
  flat: string;
  courier: CourierOption | null;
  /** Courier delivery date, dd.MM.yyyy (spec 5 date picker), when the carrier offers dates. */
  date: string | null;
  /** Courier time slot; null: any time. */
  time: DeliveryTime | null;
};

export const INITIAL_DELIVERY: DeliveryState = {
  tab: 'pvz',
  point: null,
  suggestion: null,
  saved: null,
  flat: '',
  courier: null,
  date: null,
  time: null,
};

/** The delivery the page puts on the cart (new flow) or sends to the summary (legacy flow). */
export type DeliveryChoice =
  | { type: 'point'; point: PickupPoint }
  | { type: 'carrier'; courier: CourierOption; suggestion: AddressSuggestion; address: string };

/** Applies a choice (null: nothing chosen on the current tab); resolves to an error message. */
export type ApplyDelivery = (choice: DeliveryChoice | null) => Promise<string | null>;

export const DELIVERY_MESSAGES = {
  noPoint: 'Выберите пункт выдачи',
  noAddress: 'Укажите адрес доставки',
  pointUnavailable: 'Пункт выдачи недоступен',
  setFailed: 'Не удалось выбрать доставку',
  dateOutOfRange: 'Выберите дату доставки из доступных',
} as const;

/** Spec 4: the notice shown when a payment change dropped the payment-sensitive carrier's point. */
export const PAYMENT_CHANGE_NOTICE =
  'Способ оплаты изменён. Стоимость доставки Почтой России зависит от оплаты — выберите пункт выдачи заново';

export function dropsPointOnPaymentChange(state: DeliveryState): boolean {
  return state.tab === 'pvz' && state.point?.carrier.external_id === PAYMENT_SENSITIVE_CARRIER;
}

/**
 * The courier address as a suggestion: the typed one when valid, or one built from the saved
 * address (the cart delivery and the legacy summary take a suggestion's fias and postal code).
 */
export function courierSuggestion(state: DeliveryState): AddressSuggestion | null {
  if (state.saved) return savedToSuggestion(state.saved);
  return state.suggestion && !suggestionError(state.suggestion) ? state.suggestion : null;
}

export function savedToSuggestion(saved: SavedAddress): AddressSuggestion {
  const value = withFlat(saved.full_address, null);
  return {
    value,
    unrestricted_value: withFlat(saved.unrestricted_value, null),
    data: {
      geo_lat: String(saved.lat),
      geo_lon: String(saved.lon),
      street_with_type: null,
      settlement: null,
      city: null,
      house: null,
      house_type_full: null,
      postal_code: saved.postIndex,
      fias_id: saved.fias,
    },
  };
}

/** Spec 5: pickup needs a point; courier needs an address (a valid suggestion or a saved one) and a carrier. */
export function validateDelivery(state: DeliveryState): string | null {
  if (state.tab === 'pvz') return state.point ? null : DELIVERY_MESSAGES.noPoint;
  if (!courierSuggestion(state) || !state.courier) return DELIVERY_MESSAGES.noAddress;
  if (state.date && !isCourierDate(state.date, state.courier)) {
    return DELIVERY_MESSAGES.dateOutOfRange;
  }
  return null;
}

export function courierAddress(state: DeliveryState): string {
  const suggestion = courierSuggestion(state);
  return suggestion ? withFlat(suggestion.value, state.flat) : '';
}

/** The choice made on the current tab, if complete. */
export function currentChoice(state: DeliveryState): DeliveryChoice | null {
  if (state.tab === 'pvz') return state.point ? { type: 'point', point: state.point } : null;
  const suggestion = courierSuggestion(state);
  if (!suggestion || !state.courier) return null;
  return {
    type: 'carrier',
    courier: state.courier,
    suggestion,
    address: courierAddress(state),
  };
}

/** dd.MM.yyyy → yyyy-MM-dd for the order body; null when not a date in that format. */
export function toIsoDate(date: string | null): string | null {
  const match = date ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}

/** yyyy-MM-dd (optionally with a time) → dd.MM.yyyy; null when not an ISO date. */
export function fromIsoDate(iso: string | null | undefined): string | null {
  const match = iso ? /^(\d{4})-(\d{2})-(\d{2})/.exec(iso) : null;
  return match ? `${match[3]}.${match[2]}.${match[1]}` : null;
}

/** Whether a dd.MM.yyyy date is one the carrier delivers on (its dateFrom … dateTo). */
export function isCourierDate(date: string, courier: CourierOption): boolean {
  const iso = toIsoDate(date);
  return Boolean(iso && iso >= courier.dateFrom.slice(0, 10) && iso <= courier.dateTo.slice(0, 10));
}
