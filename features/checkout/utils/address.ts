import type { AddressSuggestion } from '@/lib/api/contracts/main';

export const ADDRESS_MESSAGES = {
  street: 'Необходимо ввести улицу',
  house: 'Необходимо ввести номер дома',
} as const;

/** Spec 5 (suggestion-provider variant): street or settlement, and a house, are required. */
export function suggestionError(suggestion: AddressSuggestion): string | null {
  const { street_with_type: street, settlement, house } = suggestion.data;
  if (!street && !settlement) return ADDRESS_MESSAGES.street;
  if (!house) return ADDRESS_MESSAGES.house;
  return null;
}
