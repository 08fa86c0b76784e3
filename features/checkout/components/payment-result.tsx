'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';

import { telHref } from '@/components/layout/menu-data';
import { Button } from '@/components/ui/button';
import type { PaymentStatus } from '@/lib/platform/api/contracts/legacy-checkout';
import { isApiError } from '@/lib/platform/api/errors';
import { useSettings } from '@/lib/platform/settings-context';
import { formatRub } from '@/lib/shop/format/money';

import { checkoutKeys, getOrder } from '../api/checkout-api';
import {
  isPaymentPending,
  PAYMENT_POLL_LIMIT_MS,
  paymentStatusQuery,
} from '../api/get-payment-status';
import { useReportOnce } from '../hooks/use-report-once';
import { reportPurchase } from '../utils/checkout-analytics';
import { paymentPageUrl } from '../utils/payment-url';

import styles from './checkout.module.css';
import { CATALOG_LINK, OrderNotFound } from './order-summary';
import own from './payment-result.module.css';

type PollProps = {
  /** How often a pending payment is asked about again (default 3 s). */
  pollIntervalMs?: number;
  /** How long the page keeps asking before «Статус оплаты обновится позже» (default 2 min). */
  pollLimitMs?: number;
};

/** /payment/?orderId=: the outcome of online payment, polled until the bank answers. */
export function PaymentResult(props: PollProps) {
  const orderId = useSearchParams().get('orderId')?.trim() ?? '';
  if (!orderId) return <OrderNotFound />;
  return <PaymentStatusView key={orderId} orderId={orderId} {...props} />;
}

/** Polling is allowed for `limitMs` from the start or from the last «Проверить ещё раз». */
function usePollWindow(limitMs: number) {
  const [round, setRound] = useState(0);
  const [expiredRound, setExpiredRound] = useState<number | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setExpiredRound(round), limitMs);
    return () => clearTimeout(timer);
  }, [limitMs, round]);
  return { polling: expiredRound !== round, restart: () => setRound((value) => value + 1) };
}

function PaymentStatusView({
  orderId,
  pollIntervalMs,
  pollLimitMs = PAYMENT_POLL_LIMIT_MS,
}: PollProps & { orderId: string }) {
  const poll = usePollWindow(pollLimitMs);
  const status = useQuery(
    paymentStatusQuery(orderId, { polling: poll.polling, intervalMs: pollIntervalMs }),
  );
  // The order itself only adds its sum; a failure there leaves the status alone.
  const order = useQuery({
    queryKey: checkoutKeys.order(orderId),
    queryFn: () => getOrder(orderId),
    retry: false,
  });
  // an online order is a purchase once the bank confirmed it (once per order, lib/shop/analytics)
  useReportOnce(status.data?.status === 'paid' ? order.data : null, reportPurchase);

  if (status.isError && isApiError(status.error) && status.error.status === 404) {
    return <OrderNotFound />;
  }
  const late = status.isSuccess && !poll.polling && isPaymentPending(status.data.status);
  const checkAgain = () => {
    poll.restart();
    void status.refetch();
  };
  return (
    <div className={styles.stack}>
      <div aria-live="polite" className={styles.stack}>
        {status.isPending && <p>Проверяем оплату…</p>}
        {status.isError && (
          <PaymentCheckFailed busy={status.isFetching} onRetry={() => void status.refetch()} />
        )}
        {status.isSuccess && (
          <StatusText status={status.data} total={order.data?.totals.total ?? null} />
        )}
        {late && <p className={own.late}>Статус оплаты обновится позже</p>}
      </div>
      {late && (
        <Button variant="secondary" onClick={checkAgain} disabled={status.isFetching}>
          Проверить ещё раз
        </Button>
      )}
      {CATALOG_LINK}
    </div>
  );
}

function StatusText({ status, total }: { status: PaymentStatus; total: number | null }) {
  const number = status.number;
  const retryUrl = status.payment_url && paymentPageUrl(status.payment_url, window.location.origin);
  return (
    <>
      {status.status === 'paid' && (
        <h2 className={styles.sectionTitle}>Заказ № {number} оплачен</h2>
      )}
      {status.status === 'cancelled' && (
        <h2 className={styles.sectionTitle}>Оплата заказа № {number} отменена</h2>
      )}
      {status.status === 'awaiting_payment' && (
        <>
          <h2 className={styles.sectionTitle}>Заказ № {number} ожидает оплаты</h2>
          {retryUrl && <a href={retryUrl}>Оплатить заказ</a>}
        </>
      )}
      {status.status === 'new' && (
        <h2 className={styles.sectionTitle}>Заказ № {number} оформлен</h2>
      )}
      {total !== null && (
        <p className={`${styles.row} ${styles.total}`}>
          <span>Сумма заказа</span>
          <span>{formatRub(total)}</span>
        </p>
      )}
    </>
  );
}

/** A network or service failure: never «не нашли заказ» — the order may well exist. */
function PaymentCheckFailed({ busy, onRetry }: { busy: boolean; onRetry: () => void }) {
  const { supportPhone } = useSettings();
  return (
    <div className={own.failure}>
      <h2 className={styles.sectionTitle}>Не удалось проверить оплату</h2>
      <p>
        Попробуйте ещё раз через минуту. Если деньги списаны, а статус не меняется, позвоните нам:{' '}
        <a href={telHref(supportPhone)} className={own.phone}>
          {supportPhone}
        </a>
      </p>
      <Button onClick={onRetry} disabled={busy}>
        Повторить
      </Button>
    </div>
  );
}
