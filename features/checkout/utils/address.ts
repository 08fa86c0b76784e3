import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';

/** Spec 5 address rules, suggestion-provider variant: the exact messages. */
export const ADDRESS_MESSAGES = {
  city: 'Необходимо ввести город',
  street: 'Необходимо ввести улицу',
  house: 'Необходимо ввести номер дома',
} as const;

/**
 * Spec 5 (suggestion-provider variant) for a chosen suggestion: a locality (city or settlement),
 * a street or settlement, and a house with its type and number are required.
 */
export function suggestionError(suggestion: AddressSuggestion): string | null {
  const {
    city,
    settlement,
    street_with_type: street,
    house,
    house_type_full: houseType,
  } = suggestion.data;
  if (!city?.trim() && !settlement?.trim()) return ADDRESS_MESSAGES.city;
  if (!street?.trim() && !settlement?.trim()) return ADDRESS_MESSAGES.street;
  if (!house?.trim() || !houseType?.trim()) return ADDRESS_MESSAGES.house;
  return null;
}

/**
 * The address field as the shopper leaves it: typed text counts only once it is autocompleted
 * (a suggestion chosen), so text without a suggestion asks for the city (spec 5); an empty field
 * is not an error until the order is submitted.
 */
export function addressFieldError(
  text: string,
  suggestion: AddressSuggestion | null,
): string | null {
  if (suggestion) return suggestionError(suggestion);
  return text.trim() ? ADDRESS_MESSAGES.city : null;
}

export type CourierLookup = {
  cartCost: number | null | undefined;
  fias: string;
  postIndex: string;
};

/** Spec 5 client guard of the carrier lookup: «Не передан {field}» before any call. */
export function courierLookupError({ cartCost, fias, postIndex }: CourierLookup): string | null {
  if (typeof cartCost !== 'number' || !Number.isFinite(cartCost) || cartCost < 0) {
    return 'Не передан cartCost';
  }
  if (!fias.trim()) return 'Не передан fias';
  if (!postIndex.trim()) return 'Не передан postIndex';
  return null;
}
