'use client';

import { Button } from '@/components/ui/button';

import styles from './checkout.module.css';

type LoadFailedProps = {
  /** What could not be loaded, said in the alert. */
  message: string;
  /** Asks again (the query's refetch). */
  onRetry: () => unknown;
  /** A read is under way: «Повторить» says so and ignores clicks. */
  retrying: boolean;
  /** The cart page this checkout came from, linked after the message. */
  cartHref?: string;
};

/**
 * A checkout page whose data could not be read: the message (an alert), «Повторить» and, when
 * given, the way back to the cart. Nothing the shopper typed is lost: the form is not shown yet.
 */
export function LoadFailed({ message, onRetry, retrying, cartHref }: LoadFailedProps) {
  return (
    <div className={styles.stack}>
      <p role="alert">
        {message}
        {cartHref && (
          <>
            {' '}
            <a href={cartHref}>Вернуться в корзину</a>
          </>
        )}
      </p>
      <Button
        variant="secondary"
        aria-busy={retrying || undefined}
        aria-disabled={retrying || undefined}
        onClick={() => {
          if (!retrying) void onRetry();
        }}
      >
        Повторить
      </Button>
    </div>
  );
}

/** The new flow's cart could not be read (/checkoutnew/ and /checkout/). */
export function CartLoadFailed({
  cart,
}: {
  cart: { refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <LoadFailed
      message="Не удалось загрузить корзину."
      cartHref="/cart/"
      onRetry={cart.refetch}
      retrying={cart.isFetching}
    />
  );
}
