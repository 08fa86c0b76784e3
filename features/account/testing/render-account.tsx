import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';

import type { Profile } from '@/lib/platform/api/contracts/core';
import type { Order } from '@/lib/platform/api/contracts/order';
import type { PublicSettings } from '@/lib/platform/env';
import { SettingsProvider } from '@/lib/platform/settings-context';

/** The runtime settings of .env.example (the same as tests/test-utils, which features can't import). */
const SETTINGS: PublicSettings = {
  supportPhone: '8 800 550-75-85',
  messengerUrl: 'https://t.me/x',
  goldBarsUrl: 'https://slitki.example.ru/',
  fullReloadNavigation: true,
  apiTimeoutMs: 10000,
};

/** Renders an account component with the providers the pages have, on a fresh query cache. */
export function renderAccount(ui: ReactElement) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <SettingsProvider value={SETTINGS}>
      <QueryClientProvider client={client}>{ui}</QueryClientProvider>
    </SettingsProvider>,
  );
}

export function makeProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    surname: 'Демидова',
    name: 'Анна',
    patronymic: 'Сергеевна',
    birth_date: '14.05.1990',
    email: 'demo@zoloto.test',
    sex: 'female',
    is_subscribed: false,
    phone: '+7 (900) 000-00-01',
    ...overrides,
  };
}

export function makeOrder(number: string, overrides: Partial<Order> = {}): Order {
  return {
    uuid: `order-${number}`,
    number,
    status: 'paid',
    items: [
      {
        uuid: `item-${number}`,
        offerUuid: 'offer-1',
        productUuid: 'product-1',
        name: 'Кольцо из золота',
        sku: 'R-1',
        size: '17',
        quantity: 1,
        price: 12990,
        oldPrice: null,
        cost: 12990,
      },
    ],
    totals: {
      quantity: 1,
      items: 12990,
      saving: 0,
      promo: 0,
      discount: 0,
      delivery: 0,
      total: 12990,
    },
    promocode: null,
    delivery: {
      type: 'point',
      pointUuid: 'point-1',
      pointName: 'ПВЗ Арбат',
      address: null,
      fias: null,
      postIndex: null,
      country: 'RU',
      cost: 0,
      date: null,
      timeBegin: null,
      timeEnd: null,
    },
    paySystem: { uuid: 'pay-card', code: 'card', name: 'Картой онлайн' },
    customer: {
      name: 'Анна',
      surname: 'Демидова',
      patronymic: null,
      phone: '+7 (900) 000-00-01',
      email: null,
    },
    comment: null,
    createdAt: '2026-03-10T09:00:00Z',
    paymentUrl: null,
    ...overrides,
  };
}
