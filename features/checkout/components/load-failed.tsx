'use client';

import { LoadFailed } from '@/components/ui/load-failed';

type CheckoutLoadFailedProps = {
  /** What could not be loaded. */
  message: string;
  /** The read that failed: asked again by «Повторить». */
  query: { refetch: () => unknown; isFetching: boolean };
  /** The cart page this checkout came from, linked after the message. */
  cartHref: string;
};

/**
 * A checkout page whose data could not be read: the failure (components/ui/load-failed.tsx) and the
 * way back to the cart. Nothing the shopper typed is lost: the form is not shown yet.
 */
export function CheckoutLoadFailed({ message, query, cartHref }: CheckoutLoadFailedProps) {
  return (
    <LoadFailed message={message} onRetry={query.refetch} retrying={query.isFetching}>
      <p>
        <a href={cartHref}>Вернуться в корзину</a>
      </p>
    </LoadFailed>
  );
}

/** The new flow's cart could not be read (/checkoutnew/ and /checkout/). */
export function CartLoadFailed({ cart }: { cart: CheckoutLoadFailedProps['query'] }) {
  return (
    <CheckoutLoadFailed message="Не удалось загрузить корзину." query={cart} cartHref="/cart/" />
  );
}
