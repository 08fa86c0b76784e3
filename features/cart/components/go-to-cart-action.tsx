import styles from './go-to-cart-action.module.css';

type GoToCartActionProps = { closeToast?: (removedByUser?: boolean) => void };

/**
 * The action of the «Товар добавлен в корзину» toast: a real link to the cart next to the close
 * button. It fills the toast's close-button slot because lib/platform/toast.ts takes text messages only.
 */
export function GoToCartAction({ closeToast }: GoToCartActionProps) {
  return (
    <span className={styles.actions}>
      <button
        type="button"
        className={styles.close}
        aria-label="Закрыть"
        onClick={(event) => {
          event.stopPropagation();
          closeToast?.(true);
        }}
      >
        ×
      </button>
      <a href="/cart/" className={styles.link}>
        Перейти в корзину
      </a>
    </span>
  );
}
