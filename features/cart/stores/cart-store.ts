'use client';

import { create } from 'zustand';

import type * as CartClient from '@/lib/platform/api/cart';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { isApiError } from '@/lib/platform/api/errors';
import { writeStorage } from '@/lib/platform/browser-session';
import { getQueryClient } from '@/lib/platform/query/get-query-client';
import { notify } from '@/lib/platform/toast';
import { trackAddToCart, trackRemoveFromCart } from '@/lib/shop/analytics/events';
import { cartLineItem, type AnalyticsItem } from '@/lib/shop/analytics/items';
import { listNameOf } from '@/lib/shop/analytics/list-names';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { MSG } from '@/lib/shop/validation/messages';

import { cartKeys, putCartAnswer } from '../api/get-cart';
import { reportCartFailure } from '../utils/report-cart-failure';

export const QUANTITY_CHANGED = 'Количество изменено';
export const ITEM_REMOVED = 'Товар удалён из корзины';

export type CartActionName =
  'increase' | 'decrease' | 'remove' | 'clearOutOfStock' | 'applyPromo' | 'removePromo';

type CartUiState = {
  /** A cart action is running (spec 4 "Cart": every action sets a loading flag). */
  loading: boolean;
  action: CartActionName | null;
  /** The line the running action works on, so only its controls show as busy. */
  busyUuid: string | null;
  /** The server's message for a refused promo code, shown under the field. */
  promoError: string | null;
};

type CartUiActions = {
  increase: (uuid: string) => Promise<boolean>;
  decrease: (uuid: string) => Promise<boolean>;
  remove: (uuid: string) => Promise<boolean>;
  clearOutOfStock: () => Promise<boolean>;
  applyPromo: (code: string) => Promise<boolean>;
  removePromo: () => Promise<boolean>;
  clearPromoError: () => void;
};

export type CartUiStore = CartUiState & CartUiActions;

export const INITIAL_CART_UI: CartUiState = {
  loading: false,
  action: null,
  busyUuid: null,
  promoError: null,
};

type CartWrites = Omit<typeof CartClient, 'readCart' | 'addCartItem'>;

/** A call of one cart write, whose module loads with the first action (first-load JS, docs/performance.md). */
function write<K extends keyof CartWrites>(
  name: K,
  ...args: Parameters<CartWrites[K]>
): () => Promise<Cart> {
  return async () => {
    const write = (await import('@/lib/platform/api/cart'))[name] as (
      ...params: Parameters<CartWrites[K]>
    ) => Promise<Cart>;
    return write(...args);
  };
}

type Run = {
  action: CartActionName;
  call: () => Promise<Cart>;
  uuid?: string;
  success?: string;
  onError?: (error: Error) => boolean;
  /** Reports the change to analytics once the write succeeded. */
  report?: () => void;
};

/**
 * Reports a change of a cart line (`quantity` pieces, or the whole line) with `track` once called.
 * The line is read now, before the write: the answer of a write that empties the cart also clears
 * the stored list names (spec 4).
 */
function lineChange(
  uuid: string,
  track: (item: AnalyticsItem) => void,
  quantity?: number,
): () => void {
  const line = getQueryClient()
    .getQueryData<Cart>(cartKeys.current())
    ?.items.find((item) => item.uuid === uuid);
  if (!line) return () => {};
  const item = cartLineItem(line, quantity ?? line.quantity);
  const listName = listNameOf(item.item_id);
  return () => track(listName ? { ...item, item_list_name: listName } : item);
}

/** A client guard of spec 5: warns and stops before any request. */
function guard(missing: boolean, field: string): boolean {
  if (!missing) return false;
  notify.warning(MSG.notPassed(field), { toastId: MSG.notPassed(field) });
  return true;
}

/** The refused code's message of a 422 («Промокод не найден»), if that is what failed. */
function promoFieldMessage(error: Error): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.fieldErrors.code?.[0] ?? Object.values(error.fieldErrors).flat()[0] ?? null;
}

/** Runs one cart write: the loading flags, the answered cart into the query, toasts, failures. */
function runner(set: (state: Partial<CartUiState>) => void) {
  return async ({ action, call, uuid, success, onError, report }: Run): Promise<boolean> => {
    set({ loading: true, action, busyUuid: uuid ?? null });
    try {
      const cart = await call();
      await putCartAnswer(cart);
      report?.();
      if (success) notify.success(success, { toastId: success });
      // one-off messages of this answer, e.g. a promo code dropped because it no longer applies
      for (const notice of cart.notices ?? []) notify.info(notice, { toastId: notice });
      return true;
    } catch (caught) {
      const error = caught instanceof Error ? caught : new Error(String(caught));
      if (!onError?.(error)) reportCartFailure(error);
      // a line or cart that is gone: show what the service has now
      if (isApiError(error) && error.status === 404) {
        void getQueryClient().invalidateQueries({ queryKey: cartKeys.all });
      }
      return false;
    } finally {
      set({ loading: false, action: null, busyUuid: null });
    }
  };
}

/**
 * Cart actions and their UI flags. A module store (no provider): it lives in the browser only and
 * is never written during SSR. The cart itself stays in React Query: every answered cart is put
 * into `cartKeys.current()` of the browser QueryClient, so all cart views update at once.
 */
export const useCartStore = create<CartUiStore>()((set) => {
  const run = runner(set);

  return {
    ...INITIAL_CART_UI,
    increase: async (uuid) =>
      !guard(!uuid, 'uuid') &&
      run({
        action: 'increase',
        uuid,
        call: write('increaseCartItem', uuid),
        success: QUANTITY_CHANGED,
        report: lineChange(uuid, trackAddToCart, 1),
      }),
    decrease: async (uuid) =>
      !guard(!uuid, 'uuid') &&
      run({
        action: 'decrease',
        uuid,
        call: write('decreaseCartItem', uuid),
        success: QUANTITY_CHANGED,
        report: lineChange(uuid, trackRemoveFromCart, 1),
      }),
    remove: async (uuid) =>
      !guard(!uuid, 'uuid') &&
      run({
        action: 'remove',
        uuid,
        call: write('removeCartItem', uuid),
        success: ITEM_REMOVED,
        report: lineChange(uuid, trackRemoveFromCart),
      }),
    clearOutOfStock: () => run({ action: 'clearOutOfStock', call: write('clearOutOfStock') }),
    applyPromo: async (code) => {
      const trimmed = code.trim();
      if (guard(!trimmed, 'code')) return false;
      set({ promoError: null });
      const applied = await run({
        action: 'applyPromo',
        call: write('applyPromocode', trimmed),
        // a refused code is told under the field, not in a toast (the typed text stays there)
        onError: (error) => {
          const message = promoFieldMessage(error);
          if (message) set({ promoError: message });
          return message !== null;
        },
      });
      return applied; // the applied code is stored by the cart query's observer (get-cart.ts)
    },
    removePromo: async () => {
      const removed = await run({
        action: 'removePromo',
        call: write('removePromocode'),
      });
      if (removed) {
        writeStorage(STORAGE_KEYS.promocode, null);
        set({ promoError: null });
      }
      return removed;
    },
    clearPromoError: () => set({ promoError: null }),
  };
});
