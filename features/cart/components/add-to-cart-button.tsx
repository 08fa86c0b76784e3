'use client';

import { useId, type MouseEvent } from 'react';

import { Button } from '@/components/ui/button';
import { OFFLINE_REASON, OfflineHint } from '@/components/ui/offline-hint';
import type { EngravingBody } from '@/lib/platform/api/contracts/engraving';
import { isApiError } from '@/lib/platform/api/errors';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { usePendingAction } from '@/lib/platform/hooks/use-pending-action';
import { notify } from '@/lib/platform/toast';
import { trackAddToCart } from '@/lib/shop/analytics/events';
import type { AnalyticsItem } from '@/lib/shop/analytics/items';
import { engravingProblem } from '@/lib/shop/engraving';

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
  /** The cart service refused the offer as out of stock: the page stops offering it. */
  onOutOfStock?: (offerUuid: string) => void;
  /** The engraving this piece goes with (wedding rings). */
  engraving?: EngravingBody;
  /** Called instead of a request when the engraving's text cannot be cut yet. */
  onEngravingInvalid?: () => void;
};

/** The cart service's refusal of an offer with no stock left (422 `out_of_stock`). */
const OUT_OF_STOCK = 'out_of_stock';

export const ADDED_TO_CART = 'Товар добавлен в корзину';

/** The request and the cart query's update load with the first click (first-load JS, docs/performance.md). */
const addToCart = async (input: AddCartItemInput) =>
  (await import('../api/add-cart-item-request')).addToCart(input);

/**
 * «Добавить в корзину»: adds the chosen offer, busy and disabled while the request runs; offline,
 * disabled with the reason under it.
 */
export function AddToCartButton({
  productUuid,
  offerUuid,
  disabled = false,
  onOfferMissing,
  describedBy,
  className,
  analyticsItem,
  onOutOfStock,
  engraving,
  onEngravingInvalid,
}: AddToCartButtonProps) {
  const { run, isPending } = usePendingAction(addToCart);
  const online = useOnline();
  const offlineId = useId();

  const onClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (!offerUuid) {
      onOfferMissing();
      return;
    }
    if (engraving && engravingProblem(engraving.text)) {
      onEngravingInvalid?.();
      return;
    }
    // A disabled button loses focus; give it back afterwards to a keyboard user who pressed it.
    const button = event.currentTarget;
    const hadFocus = document.activeElement === button;
    run({ offerUuid, productUuid, quantity: 1, ...(engraving && { engraving }) })
      ?.then(
        () => {
          if (analyticsItem) trackAddToCart({ ...analyticsItem, quantity: 1 });
          notify.success(ADDED_TO_CART, { toastId: ADDED_TO_CART, closeButton: GoToCartAction });
        },
        (error: Error) => {
          reportCartFailure(error);
          if (isApiError(error) && error.code === OUT_OF_STOCK) onOutOfStock?.(offerUuid);
        },
      )
      .finally(() => {
        if (hadFocus) requestAnimationFrame(() => button.focus());
      });
  };

  return (
    <>
      <Button
        block
        className={className}
        onClick={onClick}
        disabled={disabled || isPending || !online}
        aria-busy={isPending}
        aria-describedby={
          [describedBy, !online && offlineId].filter(Boolean).join(' ') || undefined
        }
        title={online ? undefined : OFFLINE_REASON}
      >
        Добавить в корзину
      </Button>
      {!online && <OfflineHint id={offlineId} />}
    </>
  );
}
