'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { passSessionFailure } from '@/lib/platform/api/session-failure';
import { notify } from '@/lib/platform/toast';

import { useClearFavorites } from '../api/clear-favorites';

import styles from './favorites.module.css';

export const CLEAR_MESSAGES = {
  question: 'Очистить избранное?',
  text: 'Все товары будут удалены из избранного. Это действие нельзя отменить.',
  done: 'Избранное очищено',
  failed: 'Не удалось очистить избранное. Попробуйте ещё раз',
} as const;

/** «Очистить избранное» with a confirmation dialog (DELETE /product/wishlist). */
export function ClearFavoritesButton() {
  const [open, setOpen] = useState(false);
  const clear = useClearFavorites();

  const confirm = () => {
    clear.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        notify.success(CLEAR_MESSAGES.done, { toastId: CLEAR_MESSAGES.done });
      },
      onError: (error) => {
        setOpen(false);
        if (!passSessionFailure(error)) {
          notify.warning(CLEAR_MESSAGES.failed, { toastId: CLEAR_MESSAGES.failed });
        }
      },
    });
  };

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Очистить избранное
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={CLEAR_MESSAGES.question}
        size="small"
        footer={
          <div className={styles.dialogActions}>
            <Button onClick={confirm} aria-busy={clear.isPending || undefined}>
              {clear.isPending ? 'Очищаем…' : 'Очистить'}
            </Button>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Отмена
            </Button>
          </div>
        }
      >
        <p>{CLEAR_MESSAGES.text}</p>
      </Modal>
    </>
  );
}
