'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import type { RefundDataResponse, RefundRequest } from '@/lib/platform/api/contracts/account';
import type { Order } from '@/lib/platform/api/contracts/order';
import { formatMoscowDate } from '@/lib/shop/format/moscow-time';

import styles from './account.module.css';
import { RefundForm } from './refund-form';

export const REFUND_SENT = 'Заявка на возврат отправлена. Мы свяжемся с вами';
export const REFUND_DATA_FAILED = 'Не удалось загрузить данные для возврата';

type OrderRefundProps = {
  order: Order;
  refund: RefundRequest | undefined;
  refundData: RefundDataResponse | undefined;
  failed: boolean;
};

/** The refund part of an order's details: the request already made, or the form to make one. */
export function OrderRefund({ order, refund, refundData, failed }: OrderRefundProps) {
  const [formOpen, setFormOpen] = useState(false);
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <p className={styles.notice} role="status">
        {REFUND_SENT}
      </p>
    );
  }
  if (refund) {
    return (
      <p className={styles.muted}>
        Заявка на возврат от {formatMoscowDate(new Date(refund.created_at))} принята. Причина:{' '}
        {refund.reason.name}
      </p>
    );
  }
  if (order.status === 'cancelled') return null;
  if (failed) return <p className={styles.muted}>{REFUND_DATA_FAILED}</p>;
  if (!refundData) return null;
  if (!formOpen) {
    return (
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => setFormOpen(true)}>
          Оформить возврат
        </Button>
      </div>
    );
  }
  return (
    <RefundForm
      orderId={order.uuid}
      orderNumber={order.number}
      reasons={refundData.reasons}
      defaultFio={refundData.name ?? ''}
      onSent={() => setSent(true)}
      onCancel={() => setFormOpen(false)}
    />
  );
}
