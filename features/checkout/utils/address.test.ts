import { describe, expect, it } from 'vitest';

import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';

import {
  ADDRESS_MESSAGES,
  addressFieldError,
  courierLookupError,
  suggestionError,
} from './address';

function suggestion(data: Partial<AddressSuggestion['data']> = {}): AddressSuggestion {
  return {
    value: 'г Москва, ул Тверская, д 7',
    data: {
      geo_lat: '55.76',
      geo_lon: '37.61',
      street_with_type: 'ул Тверская',
      settlement: null,
      city: 'Москва',
      house: '7',
      house_type_full: 'дом',
      postal_code: '125009',
      fias_id: 'fias-1',
      ...data,
    },
  };
}

describe('spec 5 address rules (suggestion provider)', () => {
  it('accepts a full address, and a settlement in place of a street', () => {
    expect(suggestionError(suggestion())).toBeNull();
    expect(
      suggestionError(suggestion({ street_with_type: null, city: null, settlement: 'п Внуково' })),
    ).toBeNull();
  });

  it('requires a street or a settlement', () => {
    expect(suggestionError(suggestion({ street_with_type: null }))).toBe('Необходимо ввести улицу');
    expect(suggestionError(suggestion({ street_with_type: '  ' }))).toBe(ADDRESS_MESSAGES.street);
  });

  it('requires the house type and number', () => {
    expect(suggestionError(suggestion({ house: null }))).toBe('Необходимо ввести номер дома');
    expect(suggestionError(suggestion({ house_type_full: null }))).toBe(
      'Необходимо ввести номер дома',
    );
  });

  it('requires a locality', () => {
    expect(suggestionError(suggestion({ city: null, settlement: null }))).toBe(
      'Необходимо ввести город',
    );
  });

  it('asks for the city when typed text was never autocompleted', () => {
    expect(addressFieldError('Тверская 7', null)).toBe('Необходимо ввести город');
    expect(addressFieldError('   ', null)).toBeNull();
    expect(addressFieldError('г Москва, ул Тверская, д 7', suggestion())).toBeNull();
    expect(addressFieldError('г Москва', suggestion({ house: null }))).toBe(ADDRESS_MESSAGES.house);
  });
});

describe('carrier lookup guard (spec 5)', () => {
  const lookup = { cartCost: 1000, fias: 'fias-1', postIndex: '125009' };

  it('passes a complete lookup, a zero cost included', () => {
    expect(courierLookupError(lookup)).toBeNull();
    expect(courierLookupError({ ...lookup, cartCost: 0 })).toBeNull();
  });

  it('names the missing field', () => {
    expect(courierLookupError({ ...lookup, cartCost: Number.NaN })).toBe('Не передан cartCost');
    expect(courierLookupError({ ...lookup, cartCost: undefined })).toBe('Не передан cartCost');
    expect(courierLookupError({ ...lookup, fias: '' })).toBe('Не передан fias');
    expect(courierLookupError({ ...lookup, postIndex: ' ' })).toBe('Не передан postIndex');
  });
});
