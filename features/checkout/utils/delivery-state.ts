import type { CourierOption, PickupPoint } from '@/lib/api/contracts/delivery';
import type { AddressSuggestion } from '@/lib/api/contracts/main';
import { withFlat } from '@/lib/format/address';

import { suggestionError } from './address';

export type DeliveryTab = 'pvz' | 'address';

/** What the shopper has chosen on each delivery tab (both are kept while switching tabs). */
export type DeliveryState = {
  tab: DeliveryTab;
  point: PickupPoint | null;
  suggestion: AddressSuggestion | null;
  flat: string;
  courier: CourierOption | null;
  /** Courier delivery date, dd.MM.yyyy (spec 5 date picker), when the carrier offers dates. */
  date: string | null;
};

export const INITIAL_DELIVERY: DeliveryState = {
  tab: 'pvz',
  point: null,
  suggestion: null,
  flat: '',
  courier: null,
  date: null,
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
} as const;

/**
 * Spec 4: the pickup point of this carrier is dropped when the payment type changes (its price
 * depends on the payment: cash on delivery costs a postal fee), with the payment notification.
 */
export const PAYMENT_SENSITIVE_CARRIER = 'russianpost';
export const PAYMENT_CHANGE_NOTICE =
  'Способ оплаты изменён. Стоимость доставки Почтой России зависит от оплаты — выберите пункт выдачи заново';

export function dropsPointOnPaymentChange(state: DeliveryState): boolean {
  return state.tab === 'pvz' && state.point?.carrier.external_id === PAYMENT_SENSITIVE_CARRIER;
}

/** Spec 5: pickup needs a point; courier needs an address (a valid suggestion) and a carrier. */
export function validateDelivery(state: DeliveryState): string | null {
  if (state.tab === 'pvz') return state.point ? null : DELIVERY_MESSAGES.noPoint;
  if (!state.suggestion || suggestionError(state.suggestion) || !state.courier) {
    return DELIVERY_MESSAGES.noAddress;
  }
  return null;
}

export function courierAddress(state: DeliveryState): string {
  return state.suggestion ? withFlat(state.suggestion.value, state.flat) : '';
}

/** The choice made on the current tab, if complete. */
export function currentChoice(state: DeliveryState): DeliveryChoice | null {
  if (state.tab === 'pvz') return state.point ? { type: 'point', point: state.point } : null;
  if (!state.suggestion || !state.courier || suggestionError(state.suggestion)) return null;
  return {
    type: 'carrier',
    courier: state.courier,
    suggestion: state.suggestion,
    address: courierAddress(state),
  };
}

/** dd.MM.yyyy → yyyy-MM-dd for the order body; null when not a date in that format. */
export function toIsoDate(date: string | null): string | null {
  const match = date ? /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(date) : null;
  return match ? `${match[3]}-${match[2]}-${match[1]}` : null;
}
