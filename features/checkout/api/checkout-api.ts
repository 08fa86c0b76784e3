'use client';

import { browserClient } from '@/lib/platform/api/browser';
import { clearCartDelivery, setCartDelivery } from '@/lib/platform/api/cart';
import { parseContract } from '@/lib/platform/api/client';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import {
  courierCostResponseSchema,
  type CourierOption,
} from '@/lib/platform/api/contracts/delivery';
import {
  addressSuggestionsResponseSchema,
  type AddressSuggestion,
} from '@/lib/platform/api/contracts/main';
import {
  orderResponseSchema,
  paymentOptionListResponseSchema,
  type Order,
  type OrderCreateBody,
  type PaymentOption,
} from '@/lib/platform/api/contracts/order';
import { isApiError } from '@/lib/platform/api/errors';

import { DELIVERY_MESSAGES, type DeliveryChoice } from '../utils/delivery-state';

export const checkoutKeys = {
  all: ['checkout'] as const,
  suggestions: (query: string) => [...checkoutKeys.all, 'suggestions', query] as const,
  couriers: (cartCost: number, fias: string, postIndex: string) =>
    [...checkoutKeys.all, 'couriers', cartCost, fias, postIndex] as const,
  payment: (cartUuid: string) => [...checkoutKeys.all, 'payment', cartUuid] as const,
  order: (uuid: string) => ['order', uuid] as const,
};

const SUGGESTIONS = '/get_suggestions_by_query';
export async function getAddressSuggestions(query: string): Promise<AddressSuggestion[]> {
  const response = await browserClient('main').get(SUGGESTIONS, { params: { query } });
  return parseContract(addressSuggestionsResponseSchema, response.data, SUGGESTIONS).suggestions;
}

const BY_COST = '/api/delivery/carrier/by-cost';
export async function getCourierOptions(body: {
  cartCost: number;
  fias: string;
  postIndex: string;
}): Promise<CourierOption[]> {
  const response = await browserClient('delivery').post(BY_COST, body, { retryable: true });
  return parseContract(courierCostResponseSchema, response.data, BY_COST).items;
}

/**
 * New flow: puts the delivery choice on the cart. Answers the cart the service answered, or the
 * message for the section.
 */
export async function applyCartDelivery(
  choice: DeliveryChoice | null,
): Promise<{ cart: Cart } | { message: string }> {
  try {
    if (!choice) return { cart: await clearCartDelivery() };
    if (choice.type === 'point') {
      return { cart: await setCartDelivery({ type: 'point', pointUuid: choice.point.uuid }) };
    }
    const cart = await setCartDelivery({
      type: 'carrier',
      carrierUuid: choice.courier.carrier.uuid,
      clientAddress: choice.address,
      fias: choice.suggestion.data.fias_id,
      postIndex: choice.suggestion.data.postal_code ?? undefined,
    });
    return { cart };
  } catch (failure) {
    if (choice?.type === 'point') return { message: DELIVERY_MESSAGES.pointUnavailable };
    return { message: isApiError(failure) ? failure.message : DELIVERY_MESSAGES.setFailed };
  }
}

export async function getPaymentOptions(cartUuid: string): Promise<PaymentOption[]> {
  const path = `/api/payment-system/available/${encodeURIComponent(cartUuid)}`;
  const response = await browserClient('order').get(path);
  return parseContract(paymentOptionListResponseSchema, response.data, path).items;
}

const ORDER = '/api/order';
export async function createOrder(body: OrderCreateBody, idempotencyKey: string): Promise<Order> {
  const response = await browserClient('order').post(ORDER, body, { idempotencyKey, silent: true });
  return parseContract(orderResponseSchema, response.data, ORDER).order;
}

export async function getOrder(uuid: string): Promise<Order> {
  const path = `/api/order/${encodeURIComponent(uuid)}`;
  const response = await browserClient('order').get(path, { silent: true });
  return parseContract(orderResponseSchema, response.data, path).order;
}
