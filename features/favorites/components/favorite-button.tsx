'use client';

import { useState } from 'react';

import { HeartIcon } from '@/components/ui/icons';
import { OFFLINE_REASON } from '@/components/ui/offline-hint';
import {
  WISHLIST_LIMIT_CODE,
  WISHLIST_LIMIT_MESSAGE,
} from '@/lib/platform/api/contracts/wishlist-messages';
import { isApiError } from '@/lib/platform/api/errors';
import { passSessionFailure } from '@/lib/platform/api/session-failure';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { usePendingAction } from '@/lib/platform/hooks/use-pending-action';
import { notify } from '@/lib/platform/toast';
import { trackAddToWishlist } from '@/lib/shop/analytics/events';
import type { AnalyticsItem } from '@/lib/shop/analytics/items';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import { useFavoriteIdList } from '../api/get-favorite-ids';

import styles from './favorite-button.module.css';

type FavoriteButtonProps = {
  productId: string;
  /**
   * Whether the product is a favourite before the customer's ids are known. Server pages are the
   * same for everyone (guests get `isFavorite: false`), so the ids fetched in the browser win.
   */
  initialActive?: boolean;
  className?: string;
  /** The product as analytics reports it (add_to_wishlist after a successful add). */
  analyticsItem?: AnalyticsItem;
};

export const FAVORITE_MESSAGES = {
  added: 'Товар добавлен в избранное',
  limit: WISHLIST_LIMIT_MESSAGE,
  addFailed: 'Не удалось добавить в избранное',
  removeFailed: 'Не удалось убрать из избранного',
} as const;

/** 401 and 429 still reach the app shell (logout, too-many-requests); the rest is a warning. */
function warn(error: Error, message: string) {
  if (passSessionFailure(error)) return;
  notify.warning(message, { toastId: message });
}

/** The request and the cache update load with the first click (first-load JS, docs/performance.md). */
const toggleFavorite = async (productId: string, favorite: boolean) =>
  (await import('../api/favorite-requests')).setFavorite(productId, favorite);

/**
 * The heart toggle «В избранное» / «Убрать из избранного». Guests get the login modal (spec 6);
 * logged-in customers add or remove through the wishlist API, and the header count follows. The
 * hearts are marked from the customer's favourite ids.
 */
export function FavoriteButton({
  productId,
  initialActive = false,
  className,
  analyticsItem,
}: FavoriteButtonProps) {
  const ids = useFavoriteIdList(); // a guest's hearts are never marked
  // Used only when the ids are unknown (their fetch failed): then the button keeps its own state.
  const [local, setLocal] = useState<boolean | null>(null);
  const active = ids ? ids.includes(productId) : (local ?? initialActive);
  const { isPending: pending, run } = usePendingAction(toggleFavorite);
  const online = useOnline();

  const onClick = () => {
    if (pending) return; // not `disabled`: the button keeps keyboard focus while it works
    if (!online) {
      // a heart sits on every tile: the reason is said once, politely, instead of under each
      notify.info(OFFLINE_REASON, { toastId: OFFLINE_REASON });
      return;
    }
    if (!useSessionStore.getState().loggedIn) {
      useUiStore.getState().openLogin();
      return;
    }
    if (active) {
      // the ids and the count follow in setFavorite
      run(productId, false)?.then(
        () => setLocal(false),
        (error: Error) => warn(error, FAVORITE_MESSAGES.removeFailed),
      );
      return;
    }
    run(productId, true)?.then(
      () => {
        setLocal(true);
        if (analyticsItem) trackAddToWishlist(analyticsItem);
        notify.success(FAVORITE_MESSAGES.added, { toastId: FAVORITE_MESSAGES.added });
      },
      (error: Error) =>
        warn(
          error,
          isApiError(error) && error.code === WISHLIST_LIMIT_CODE
            ? FAVORITE_MESSAGES.limit
            : FAVORITE_MESSAGES.addFailed,
        ),
    );
  };

  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-pressed={active}
      aria-label={active ? 'Убрать из избранного' : 'В избранное'}
      aria-busy={pending || undefined}
      aria-disabled={!online || undefined}
      title={online ? undefined : OFFLINE_REASON}
      onClick={onClick}
    >
      <HeartIcon />
    </button>
  );
}
