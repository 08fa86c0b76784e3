'use client';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  legacyCheckoutResponseSchema,
  legacyCreatedOrderSchema,
  legacyOrderResponseSchema,
  legacySummaryResponseSchema,
  type LegacyCheckout,
  type LegacyCreatedOrder,
  type LegacyOrder,
  type LegacyOrderBody,
  type LegacyPaymentTypeId,
  type LegacySummaryQuery,
  type LegacySummaryResponse,
} from '@/lib/platform/api/contracts/legacy-checkout';

import type { DeliveryChoice } from '../utils/delivery-state';

/** The legacy checkout of the main API (/checkout_old/): same cart as the new flow. */
export const legacyKeys = {
  all: ['legacy-checkout'] as const,
  checkout: () => [...legacyKeys.all, 'data'] as const,
  order: (id: string) => [...legacyKeys.all, 'order', id] as const,
};

const CHECKOUT = '/get_checkout';
export async function getLegacyCheckout(): Promise<LegacyCheckout> {
  const response = await browserClient('main').get(CHECKOUT, { retryable: true });
  return parseContract(legacyCheckoutResponseSchema, response.data, CHECKOUT);
}

/** The delivery choice as the legacy API names it (summary query and order body share it). */
export function legacyDelivery(choice: DeliveryChoice) {
  if (choice.type === 'point') return { delivery_type: 'pvz' as const, pvz_id: choice.point.uuid };
  return {
    delivery_type: 'currier' as const,
    currier_delivery_id: choice.courier.carrier.uuid,
    address: choice.address,
    fias: choice.suggestion.data.fias_id ?? undefined,
    post_index: choice.suggestion.data.postal_code ?? undefined,
  };
}

const SUMMARY = '/checkout/summary';
/** GET /main/checkout/summary: the delivery priced (−1: no courier there) and the totals. */
export async function getLegacySummary(
  choice: DeliveryChoice | null,
  paymentType: LegacyPaymentTypeId,
): Promise<LegacySummaryResponse> {
  const params: LegacySummaryQuery = { payment_type: paymentType };
  if (choice) {
    const delivery = legacyDelivery(choice);
    if (delivery.delivery_type === 'pvz') params['delivery[pvz_id]'] = delivery.pvz_id;
    else {
      params['delivery[currier_delivery_id]'] = delivery.currier_delivery_id;
      params['delivery[address]'] = delivery.address;
      params['delivery[fias]'] = delivery.fias;
      params['delivery[post_index]'] = delivery.post_index;
    }
  }
  const response = await browserClient('main').get(SUMMARY, {
    params,
    retryable: true,
    silent: true,
  });
  return parseContract(legacySummaryResponseSchema, response.data, SUMMARY);
}

const ORDER = '/orders/order';
export async function createLegacyOrder(
  body: LegacyOrderBody,
  idempotencyKey: string,
): Promise<LegacyCreatedOrder> {
  const response = await browserClient('main').post(ORDER, body, {
    idempotencyKey,
    silent: true,
  });
  return parseContract(legacyCreatedOrderSchema, response.data, ORDER);
}

export async function getLegacyOrder(id: string): Promise<LegacyOrder> {
  const path = `${ORDER}/${encodeURIComponent(id)}`;
  const response = await browserClient('main').get(path, { silent: true });
  return parseContract(legacyOrderResponseSchema, response.data, path).order;
}
