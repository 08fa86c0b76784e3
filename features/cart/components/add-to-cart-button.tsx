'use client';

import type { MouseEvent } from 'react';

import { Button } from '@/components/ui/button';
import { trackAddToCart } from '@/lib/analytics/events';
import type { AnalyticsItem } from '@/lib/analytics/items';
import { usePendingAction } from '@/lib/hooks/use-pending-action';
import { notify } from '@/lib/toast';

import type { AddCartItemInput } from '../api/add-cart-item-request';
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
  /** The chosen offer as analytics reports it (add_to_cart after a successful add). */
  analyticsItem?: AnalyticsItem | null;
};

export const ADDED_TO_CART = 'Товар добавлен в корзину';

/** The request and the cart query's update load with the first click (first-load JS, docs/performance.md). */
const addToCart = async (input: AddCartItemInput) =>
  (await import('../api/add-cart-item-request')).addToCart(input);

/** «Добавить в корзину»: adds the chosen offer, busy and disabled while the request runs. */
export function AddToCartButton({
  productUuid,
  offerUuid,
  disabled = false,
  onOfferMissing,
  describedBy,
  className,
  analyticsItem,
}: AddToCartButtonProps) {
  const { run, isPending } = usePendingAction(addToCart);

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!offerUuid) {
      onOfferMissing();
      return;
    }
    // A disabled button loses focus; give it back afterwards to a keyboard user who pressed it.
    const button = event.currentTarget;
    const hadFocus = document.activeElement === button;
    run({ offerUuid, productUuid, quantity: 1 })
      ?.then(() => {
        if (analyticsItem) trackAddToCart({ ...analyticsItem, quantity: 1 });
        notify.success(ADDED_TO_CART, { toastId: ADDED_TO_CART, closeButton: GoToCartAction });
      }, reportCartFailure)
      .finally(() => {
        if (hadFocus) requestAnimationFrame(() => button.focus());
      });
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
