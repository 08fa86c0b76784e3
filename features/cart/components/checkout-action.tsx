'use client';

import { createContext, useContext, useId } from 'react';

import { AppLink } from '@/components/ui/app-link';
import type { Cart } from '@/lib/platform/api/contracts/cart';

import styles from './cart-summary.module.css';

type CheckoutActionProps = {
  cart: Cart;
  busy: boolean;
  /** Where «Оформить заказ» leads: the new checkout's entry, or /checkout_old/ from /cart_old/. */
  checkoutHref?: string;
};

export const CHECKOUT_PATH = '/checkoutnew/';
export const LEGACY_CHECKOUT_PATH = '/checkout_old/';
export const INCORRECT_PRODUCTS_PATH = '/incorrect-products-count/';

/**
 * «Оформить заказ». With an availability status the shopper is sent to the explanation page
 * first (spec 4, 8); otherwise, when the cart cannot be ordered, the button is disabled and says why.
 */
/**
 * The checkout a cart page leads to, provided by `CartView` (its `checkoutHref` prop) so the
 * summary between them needs no prop of its own.
 */
export const CheckoutHrefContext = createContext<string>(CHECKOUT_PATH);

export function CheckoutAction({ cart, busy, checkoutHref }: CheckoutActionProps) {
  const reasonId = useId();
  const contextHref = useContext(CheckoutHrefContext);
  const href = checkoutHref ?? contextHref;
  if (cart.status) {
    return (
      <>
        <AppLink href={INCORRECT_PRODUCTS_PATH} className={styles.checkout}>
          Оформить заказ
        </AppLink>
        <p className={styles.reason}>Некоторых товаров нет в наличии.</p>
      </>
    );
  }
  if (!cart.canOrder || busy) {
    return (
      <>
        <button
          type="button"
          className={styles.checkout}
          disabled
          aria-describedby={busy ? undefined : reasonId}
        >
          Оформить заказ
        </button>
        {!busy && (
          <p id={reasonId} className={styles.reason}>
            Заказ пока нельзя оформить: проверьте товары в корзине.
          </p>
        )}
      </>
    );
  }
  return (
    <AppLink href={href} className={styles.checkout}>
      Оформить заказ
    </AppLink>
  );
}
