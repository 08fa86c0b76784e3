'use client';

import panel from '@/components/ui/panel.module.css';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { formatRub } from '@/lib/shop/format/money';
import { productCount } from '@/lib/shop/format/plural';

import { useCartStore } from '../stores/cart-store';
import { readPromo } from '../utils/read-promo';

import styles from './cart-summary.module.css';
import { CheckoutAction } from './checkout-action';

type CartSummaryProps = { cart: Cart };

/**
 * Items, promo discount, total and «Оформить заказ». The contract's totals: `items` is at site
 * prices, `total` = `items` − promo discount, and `discount` (saving against old prices + promo) is
 * what the shopper saves, shown apart because it is not subtracted from `items`.
 */
export function CartSummary({ cart }: CartSummaryProps) {
  const busy = useCartStore((state) => state.loading);
  const { totals } = cart;
  const promo = readPromo(cart);
  return (
    <section className={panel.panel} aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title" className={panel.title}>
        Ваш заказ
      </h2>
      <dl className={styles.rows} aria-busy={busy}>
        <div className={styles.row}>
          <dt>Товары ({productCount(totals.quantity)})</dt>
          <dd>{formatRub(totals.items)}</dd>
        </div>
        {promo && promo.amount > 0 && (
          <div className={styles.row}>
            <dt>Скидка по промокоду</dt>
            <dd className={styles.discount}>−{formatRub(promo.amount)}</dd>
          </div>
        )}
        <div className={`${styles.row} ${styles.total}`}>
          <dt>Итого</dt>
          <dd>{formatRub(totals.total)}</dd>
        </div>
        {totals.discount > 0 && (
          <div className={`${styles.row} ${styles.saving}`}>
            <dt>Ваша выгода</dt>
            <dd>{formatRub(totals.discount)}</dd>
          </div>
        )}
      </dl>
      <CheckoutAction cart={cart} busy={busy} />
    </section>
  );
}
