'use client';

import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import type { RefundDataResponse, RefundRequest } from '@/lib/platform/api/contracts/account';
import type { Order } from '@/lib/platform/api/contracts/order';
import { engravingLabel } from '@/lib/shop/engraving';
import { formatRub } from '@/lib/shop/format/money';
import { formatMoscowDate } from '@/lib/shop/format/moscow-time';

import { ORDER_STATUS_LABELS } from '../utils/order-labels';

import styles from './account.module.css';
import { OrderDetails } from './order-details';
import { OrderRefund } from './order-refund';

type OrderCardProps = {
  order: Order;
  refund: RefundRequest | undefined;
  refundData: RefundDataResponse | undefined;
  refundDataFailed: boolean;
};

/** One order: number, date, status, items and total; «Подробнее» opens details and the refund. */
export function OrderCard({ order, refund, refundData, refundDataFailed }: OrderCardProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const titleId = useId();
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cardHead}>
        <h2 id={titleId} className={styles.cardTitle}>
          Заказ № {order.number} от {formatMoscowDate(new Date(order.createdAt))}
        </h2>
        <span className={styles.status}>{ORDER_STATUS_LABELS[order.status]}</span>
      </div>
      <ul className={styles.items} aria-label="Товары">
        {order.items.map((item) => (
          <li key={item.uuid}>
            {item.name}
            {item.size ? `, размер ${item.size}` : ''} — {item.quantity} шт. ×{' '}
            {formatRub(item.price)}
            {item.engraving && <>; {engravingLabel(item.engraving)}</>}
          </li>
        ))}
      </ul>
      <p className={styles.cardTitle}>Итого: {formatRub(order.totals.total)}</p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Скрыть подробности' : 'Подробнее'}
        </Button>
      </div>
      {open && (
        <div id={detailsId} className={styles.section}>
          <OrderDetails order={order} />
          <OrderRefund
            order={order}
            refund={refund}
            refundData={refundData}
            failed={refundDataFailed}
          />
        </div>
      )}
    </article>
  );
}
