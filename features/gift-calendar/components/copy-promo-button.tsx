'use client';

import { notify } from '@/lib/platform/toast';

import styles from './calendar-grid.module.css';

type CopyPromoButtonProps = { code: string };

/** Copies a promo code to the clipboard and says whether it worked. */
export function CopyPromoButton({ code }: CopyPromoButtonProps) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      notify.success(`Промокод ${code} скопирован`);
    } catch {
      notify.error('Не удалось скопировать промокод. Выделите его и скопируйте вручную.');
    }
  };
  return (
    <button
      type="button"
      className={styles.copy}
      aria-label={`Скопировать промокод ${code}`}
      onClick={() => void copy()}
    >
      Скопировать
    </button>
  );
}
