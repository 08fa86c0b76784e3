import type { ReactNode } from 'react';

import { engravingLabel, type EngravingFont } from '@/lib/shop/engraving';
import { formatRub } from '@/lib/shop/format/money';

import styles from './checkout.module.css';

export type SummaryLine = {
  key: string;
  name: string;
  size: string | null;
  quantity: number;
  cost: number;
  /** The line's engraving (wedding rings), shown under its name. */
  engraving?: { text: string; font: EngravingFont } | null;
};

/** The delivery row's text: not chosen yet, not available there, free, or its price. */
export function deliveryCostText(cost: number | null, unavailable = false): string {
  if (unavailable) return 'Недоступна';
  if (cost === null) return 'Не выбрана';
  return cost === 0 ? 'Бесплатно' : formatRub(cost);
}

type OrderSummaryProps = {
  lines?: SummaryLine[];
  goodsLabel: string;
  goods: number;
  /** Reductions shown as «−{amount}» when above zero (discount, promo code). */
  reductions: { label: string; amount: number }[];
  delivery: string;
  total: number;
  /** Announce the total while it is recalculated (checkout). */
  liveTotal?: boolean;
};

/** Lines and totals of a cart or an order: the checkout asides and the success pages. */
export function OrderSummary({
  lines,
  goodsLabel,
  goods,
  reductions,
  delivery,
  total,
  liveTotal = false,
}: OrderSummaryProps): ReactNode {
  return (
    <>
      {lines && lines.length > 0 && (
        <ul className={styles.items} aria-label="Товары заказа">
          {lines.map((line) => (
            <li key={line.key} className={styles.row}>
              <span>
                {line.name}
                {line.size ? `, размер ${line.size}` : ''} × {line.quantity}
                {line.engraving && (
                  <>
                    <br />
                    <small>{engravingLabel(line.engraving)}</small>
                  </>
                )}
              </span>
              <span>{formatRub(line.cost)}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.row}>
        <span>{goodsLabel}</span>
        <span>{formatRub(goods)}</span>
      </p>
      {reductions
        .filter((reduction) => reduction.amount > 0)
        .map((reduction) => (
          <p key={reduction.label} className={styles.row}>
            <span>{reduction.label}</span>
            <span>−{formatRub(reduction.amount)}</span>
          </p>
        ))}
      <p className={styles.row}>
        <span>Доставка</span>
        <span>{delivery}</span>
      </p>
      <p className={`${styles.row} ${styles.total}`}>
        <span>Итого</span>
        <span aria-live={liveTotal ? 'polite' : undefined}>{formatRub(total)}</span>
      </p>
    </>
  );
}

export const CATALOG_LINK = (
  <a href="/catalog/" className={styles.optionTitle}>
    Перейти в каталог
  </a>
);

/** A success or payment page whose order is not found (no or a wrong id in the address). */
export function OrderNotFound() {
  return (
    <div className={styles.stack}>
      <p>Мы не нашли этот заказ. Проверьте ссылку или загляните в личный кабинет.</p>
      {CATALOG_LINK}
    </div>
  );
}
