'use client';

import type { MouseEvent } from 'react';

import { Button } from '@/components/ui/button';
import { notify } from '@/lib/toast';

import { useAddCartItem } from '../api/add-cart-item';
import { reportCartFailure } from '../utils/report-cart-failure';

import { GoToCartAction } from './go-to-cart-action';

type AddToCartButtonProps = {
  productUuid: string;
  /** The chosen offer; null until a size is chosen. */
  offerUuid: string | null;
  /** Nothing can be bought (out of stock). */
  disabled?: boolean;
  /** Called instead of a request when no offer is chosen: the page asks for a size. */
  onOfferMissing: () => void;
  /** Ids of elements describing the button (the size message). */
  describedBy?: string;
  className?: string;
};

export const ADDED_TO_CART = 'Товар добавлен в корзину';

/** «Добавить в корзину»: adds the chosen offer, busy and disabled while the request runs. */
export function AddToCartButton({
  productUuid,
  offerUuid,
  disabled = false,
  onOfferMissing,
  describedBy,
  className,
}: AddToCartButtonProps) {
  const { mutate, isPending } = useAddCartItem();

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!offerUuid) {
      onOfferMissing();
      return;
    }
    // A disabled button loses focus; give it back afterwards to a keyboard user who pressed it.
    const button = event.currentTarget;
    const hadFocus = document.activeElement === button;
    mutate(
      { offerUuid, productUuid, quantity: 1 },
      {
        onSuccess: () =>
          notify.success(ADDED_TO_CART, { toastId: ADDED_TO_CART, closeButton: GoToCartAction }),
        onError: reportCartFailure,
        onSettled: () => {
          if (hadFocus) requestAnimationFrame(() => button.focus());
        },
      },
    );
  };

  return (
    <Button
      block
      className={className}
      onClick={onClick}
      disabled={disabled || isPending}
      aria-busy={isPending}
      aria-describedby={describedBy}
    >
      Добавить в корзину
    </Button>
  );
}
