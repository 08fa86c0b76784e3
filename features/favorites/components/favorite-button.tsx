'use client';

import { useState } from 'react';

import { HeartIcon } from '@/components/ui/icons';
import { classifyFailure, isApiError } from '@/lib/api/errors';
import { emitHttpEvent } from '@/lib/api/http-events';
import { notify } from '@/lib/toast';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import { useAddFavorite } from '../api/add-favorite';
import { useRemoveFavorite } from '../api/remove-favorite';

import styles from './favorite-button.module.css';

type FavoriteButtonProps = {
  productId: string;
  /** Whether the product is a favourite when the page renders. */
  initialActive?: boolean;
  className?: string;
};

export const FAVORITE_MESSAGES = {
  added: 'Товар добавлен в избранное',
  limit: 'Можно добавить не более 1000 товаров в избранное',
  addFailed: 'Не удалось добавить в избранное',
  removeFailed: 'Не удалось убрать из избранного',
} as const;

/** 401 and 429 still reach the app shell (logout, too-many-requests); the rest is a warning. */
function warn(error: Error, message: string) {
  if (isApiError(error) && (error.status === 401 || error.status === 429)) {
    emitHttpEvent({ action: classifyFailure(error.status, error.url), error });
    return;
  }
  notify.warning(message, { toastId: message });
}

/**
 * The heart toggle «В избранное» / «Убрать из избранного». Guests get the login modal (spec 6);
 * logged-in customers add or remove through the wishlist API, and the header count follows.
 */
export function FavoriteButton({
  productId,
  initialActive = false,
  className,
}: FavoriteButtonProps) {
  const [active, setActive] = useState(initialActive);
  const add = useAddFavorite();
  const remove = useRemoveFavorite();
  const pending = add.isPending || remove.isPending;

  const onClick = () => {
    if (pending) return; // not `disabled`: the button keeps keyboard focus while it works
    const session = useSessionStore.getState();
    if (!session.loggedIn) {
      useUiStore.getState().openLogin();
      return;
    }
    if (active) {
      remove.mutate(productId, {
        onSuccess: () => {
          setActive(false);
          session.setWishlistCount(useSessionStore.getState().wishlistCount - 1);
        },
        onError: (error) => warn(error, FAVORITE_MESSAGES.removeFailed),
      });
      return;
    }
    add.mutate(productId, {
      onSuccess: () => {
        setActive(true);
        session.setWishlistCount(useSessionStore.getState().wishlistCount + 1);
        notify.success(FAVORITE_MESSAGES.added, { toastId: FAVORITE_MESSAGES.added });
      },
      onError: (error) =>
        warn(
          error,
          isApiError(error) && error.code === 'limit'
            ? FAVORITE_MESSAGES.limit
            : FAVORITE_MESSAGES.addFailed,
        ),
    });
  };

  return (
    <button
      type="button"
      className={[styles.button, className].filter(Boolean).join(' ')}
      aria-pressed={active}
      aria-label={active ? 'Убрать из избранного' : 'В избранное'}
      aria-busy={pending || undefined}
      onClick={onClick}
    >
      <HeartIcon />
    </button>
  );
}
