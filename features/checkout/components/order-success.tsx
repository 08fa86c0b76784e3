'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';

import { checkoutKeys, getOrder } from '../api/checkout-api';
import { useReportOnce } from '../hooks/use-report-once';
import { reportPurchase } from '../utils/checkout-analytics';

import styles from './checkout.module.css';
import { CATALOG_LINK, deliveryCostText, OrderNotFound, OrderSummary } from './order-summary';

function useOrder(uuid: string | null) {
  return useQuery({
    queryKey: checkoutKeys.order(uuid ?? ''),
    queryFn: () => getOrder(uuid ?? ''),
    enabled: Boolean(uuid),
    retry: false,
  });
}

/** /checkout/success/?order= and /success/new/?order=: the created order. */
export function OrderSuccess() {
  const uuid = useSearchParams().get('order');
  const order = useOrder(uuid);
  useReportOnce(order.data, reportPurchase);

  if (uuid && order.isPending) return <p aria-live="polite">Загружаем заказ…</p>;
  if (!uuid || !order.data) {
    return <OrderNotFound />;
  }
  const data = order.data;
  const delivery =
    data.delivery.type === 'carrier'
      ? `Курьером: ${data.delivery.address ?? ''}`
      : `Самовывоз: ${data.delivery.pointName ?? ''}`;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>Заказ № {data.number} оформлен</h2>
      <OrderSummary
        lines={data.items.map((item) => ({ ...item, key: item.uuid }))}
        goodsLabel="Товары"
        goods={data.totals.items}
        reductions={[{ label: 'Промокод', amount: data.totals.promo }]}
        delivery={deliveryCostText(data.totals.delivery)}
        total={data.totals.total}
      />
      <p>{delivery}</p>
      <p>Оплата: {data.paySystem.name}</p>
      <h3>Что дальше</h3>
      <p>
        Мы пришлём подтверждение на {data.customer.phone}
        {data.customer.email ? ` и ${data.customer.email}` : ''} и сообщим, когда заказ будет готов
        к получению.
      </p>
      {CATALOG_LINK}
    </div>
  );
}

/** /payment/?orderId=: the outcome of online payment (polls GET /main/get_status). */
