'use client';

import type { ReactNode } from 'react';

import {
  LEGACY_NO_COURIER_PRICE,
  type LegacyOrderData,
  type LegacySummaryResponse,
} from '@/lib/platform/api/contracts/legacy-checkout';

import styles from './checkout.module.css';
import { deliveryCostText, OrderSummary } from './order-summary';

type LegacySummaryProps = {
  orderData: LegacyOrderData;
  /** The last GET /main/checkout/summary answer; null while the first one loads. */
  summary: LegacySummaryResponse | null;
  recalculating: boolean;
  /** The submit button (the page owns the order mutation). */
  children: ReactNode;
};

function deliveryText(summary: LegacySummaryResponse | null): string {
  if (!summary?.delivery.type) return deliveryCostText(null);
  const price = summary.delivery.price;
  return deliveryCostText(price, price === LEGACY_NO_COURIER_PRICE);
}

/** «Ваш заказ» of the legacy checkout: goods, discount, delivery and total from the summary. */
export function LegacySummary({ orderData, summary, recalculating, children }: LegacySummaryProps) {
  const totals = summary?.summary ?? {
    products_total: orderData.products_total,
    discount: orderData.discount,
    delivery: 0,
    total: orderData.products_final_price,
  };
  return (
    <aside className={styles.summary} aria-label="Ваш заказ" aria-busy={recalculating || undefined}>
      <h2 className={styles.sectionTitle}>Ваш заказ</h2>
      <OrderSummary
        lines={orderData.products.map((product) => ({
          key: product.offer_id,
          name: product.name,
          size: product.size,
          quantity: product.count,
          cost: product.total,
        }))}
        goodsLabel={`Товары (${orderData.products_count})`}
        goods={totals.products_total}
        reductions={[{ label: 'Скидка', amount: totals.discount }]}
        delivery={deliveryText(summary)}
        total={totals.total}
        liveTotal
      />
      {children}
    </aside>
  );
}
