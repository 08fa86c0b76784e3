import { describe, expect, it } from 'vitest';

import type { CourierOption, SavedAddress } from '@/lib/platform/api/contracts/delivery';
import type { AddressSuggestion } from '@/lib/platform/api/contracts/main';

import {
  DELIVERY_MESSAGES,
  INITIAL_DELIVERY,
  courierAddress,
  currentChoice,
  fromIsoDate,
  isCourierDate,
  toIsoDate,
  validateDelivery,
  type DeliveryState,
} from './delivery-state';

const suggestion: AddressSuggestion = {
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
  },
};
const saved: SavedAddress = {
  uuid: 'saved-1',
  full_address: 'г Москва, ул Арбат, д 1, кв 12',
  unrestricted_value: '119002, г Москва, ул Арбат, д 1, кв 12',
  flat: '12',
  fias: 'fias-saved',
  postIndex: '119002',
  lat: 55.75,
  lon: 37.59,
  cost: 350,
};
const courier: CourierOption = {
  carrier: { uuid: 'c-cdek', external_id: 'cdek', name: 'СДЭК' },
  cost: 350,
  daysMin: 1,
  daysMax: 3,
  dateFrom: '2026-11-23',
  dateTo: '2026-11-25',
};
const courierTab: DeliveryState = { ...INITIAL_DELIVERY, tab: 'address' };

describe('courier delivery state', () => {
  it('starts empty, with no saved address and no time slot', () => {
    expect(INITIAL_DELIVERY).toMatchObject({ saved: null, time: null, date: null, flat: '' });
  });

  it('needs an address and a carrier', () => {
    expect(validateDelivery(courierTab)).toBe(DELIVERY_MESSAGES.noAddress);
    expect(validateDelivery({ ...courierTab, suggestion })).toBe(DELIVERY_MESSAGES.noAddress);
    expect(validateDelivery({ ...courierTab, suggestion, courier })).toBeNull();
    const noHouse = { ...suggestion, data: { ...suggestion.data, house: null } };
    expect(validateDelivery({ ...courierTab, suggestion: noHouse, courier })).toBe(
      DELIVERY_MESSAGES.noAddress,
    );
  });

  it('appends the flat as «, кв {flat}» to a typed address', () => {
    const state = { ...courierTab, suggestion, courier, flat: ' 15 ' };
    expect(courierAddress(state)).toBe('г Москва, ул Тверская, д 7, кв 15');
    expect(currentChoice(state)).toEqual({
      type: 'carrier',
      courier,
      suggestion,
      address: 'г Москва, ул Тверская, д 7, кв 15',
    });
    expect(courierAddress({ ...state, flat: '' })).toBe('г Москва, ул Тверская, д 7');
  });

  it('takes a saved address as a checked address, with its fias and post index', () => {
    const state = { ...courierTab, saved, flat: '12', courier };
    expect(validateDelivery({ ...state, courier: null })).toBe(DELIVERY_MESSAGES.noAddress);
    expect(validateDelivery(state)).toBeNull();
    const choice = currentChoice(state);
    expect(choice).toMatchObject({ type: 'carrier', address: 'г Москва, ул Арбат, д 1, кв 12' });
    expect(choice?.type === 'carrier' && choice.suggestion.data).toMatchObject({
      fias_id: 'fias-saved',
      postal_code: '119002',
    });
  });

  it('prefers the saved address over a typed one', () => {
    const state = { ...courierTab, suggestion, saved, flat: '12', courier };
    expect(courierAddress(state)).toBe('г Москва, ул Арбат, д 1, кв 12');
  });

  it('accepts only a date within the carrier dates', () => {
    expect(isCourierDate('23.11.2026', courier)).toBe(true);
    expect(isCourierDate('25.11.2026', courier)).toBe(true);
    expect(isCourierDate('22.11.2026', courier)).toBe(false);
    expect(isCourierDate('26.11.2026', courier)).toBe(false);
    const state = { ...courierTab, suggestion, courier };
    expect(validateDelivery({ ...state, date: '24.11.2026' })).toBeNull();
    expect(validateDelivery({ ...state, date: '30.11.2026' })).toBe(
      DELIVERY_MESSAGES.dateOutOfRange,
    );
  });

  it('converts dates between dd.MM.yyyy and ISO', () => {
    expect(toIsoDate('05.12.2026')).toBe('2026-12-05');
    expect(toIsoDate('5.12.2026')).toBeNull();
    expect(fromIsoDate('2026-12-05')).toBe('05.12.2026');
    expect(fromIsoDate('2026-12-05T00:00:00Z')).toBe('05.12.2026');
    expect(fromIsoDate('')).toBeNull();
  });
});
