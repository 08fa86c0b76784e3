'use client';

import { useMutation } from '@tanstack/react-query';

import { isApiError, type ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';

import { sendOrderAttempt } from '../api/replay-order';
import type { CustomerInput } from '../schemas';
import type { OrderFlow } from '../utils/idempotency';
import { leaveForOrder } from '../utils/leave-for-order';

/** The server's messages per field of the customer form. */
export type OrderServerErrors = Partial<Record<keyof CustomerInput, string>>;

export const ORDER_FAILED = 'Не удалось оформить заказ';

/** What differs between the two checkouts' orders (the order service's and the legacy one). */
export type OrderPlacement<TBody extends object, TOrder> = {
  /** The Idempotency-Key's scope: the cart uuid, or `legacy-order`. */
  scope: string;
  flow: OrderFlow;
  /** The request body for what the customer typed. */
  body: (values: CustomerInput) => TBody | Promise<TBody>;
  send: (body: TBody, idempotencyKey: string) => Promise<TOrder>;
  /** Called with the placed order before the page leaves for its next one. */
  onPlaced?: (order: TOrder) => void;
  /** The page the placed order leads to (payment, or the thank-you page). */
  nextUrl: (order: TOrder, origin: string) => string;
  /** The service's failure codes that concern the delivery, with the section's message. */
  deliveryFailures: Record<string, string>;
  /** The service's personal-data field names → the form's fields. */
  personalFields: Record<string, keyof CustomerInput>;
};

export type OrderFailureHandlers = {
  onDeliveryFailure: (message: string, failure: ApiError) => void;
  onPersonalFailure: (errors: OrderServerErrors) => void;
  /** A failure the flow knows besides (the legacy `pay_system_not_available`): true if handled. */
  onOtherFailure?: (failure: ApiError) => boolean;
};

/**
 * The React Query mutation scope of a checkout's writes: the cart's delivery and pay system, and
 * its order. Mutations of one scope run one after another in the order they were asked for, so
 * the last choice is the one the cart keeps and an order goes only after the choices asked before
 * it, never with other than the choices on the page.
 */
const checkoutWrites = (scope: string) => ({ id: `checkout:${scope}` });

/** A write of the checkout to its cart (the delivery, the pay system), in turn (checkoutWrites). */
export function useCheckoutWrite<TAnswer, TChoice>(
  cartUuid: string,
  write: (choice: TChoice) => Promise<TAnswer>,
) {
  return useMutation({
    scope: checkoutWrites(cartUuid),
    // the HTTP layer retries and reports; offline, the shopper hears of it rather than waits
    networkMode: 'always',
    mutationFn: write,
  });
}

/**
 * «Подтвердить заказ» of either checkout: the attempt is remembered before it leaves and settled by
 * its answer (sendOrderAttempt: a lost answer is asked again after a reload), a placed
 * order leaves for its next page, and a refusal goes where the customer can act on it — the
 * delivery section, the form's fields, or a toast with the server's message.
 */
export function usePlaceOrder<TBody extends object, TOrder>(
  placement: OrderPlacement<TBody, TOrder>,
  handlers: OrderFailureHandlers,
) {
  const { scope, flow } = placement;
  return useMutation<TOrder, Error, CustomerInput>({
    scope: checkoutWrites(scope),
    mutationFn: async (values) => {
      const body = await placement.body(values);
      return sendOrderAttempt(scope, flow, body, (key) => placement.send(body, key));
    },
    onSuccess: (order) => {
      placement.onPlaced?.(order);
      leaveForOrder(scope, flow, placement.nextUrl(order, window.location.origin));
    },
    onError: (failure) => {
      if (!isApiError(failure)) {
        notify.error(ORDER_FAILED);
        return;
      }
      const deliveryMessage = failure.code ? placement.deliveryFailures[failure.code] : undefined;
      if (deliveryMessage) {
        handlers.onDeliveryFailure(deliveryMessage, failure);
        return;
      }
      if (failure.code === 'bad_personal_data') {
        const errors: OrderServerErrors = {};
        for (const [field, name] of Object.entries(placement.personalFields)) {
          const message = failure.fieldErrors[field]?.[0];
          if (message) errors[name] = message;
        }
        handlers.onPersonalFailure(errors);
        return;
      }
      if (handlers.onOtherFailure?.(failure)) return;
      notify.error(failure.message);
    },
  });
}
