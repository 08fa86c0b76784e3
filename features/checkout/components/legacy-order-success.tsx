'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';

import { LEGACY_PAYMENT_TYPES } from '@/lib/platform/api/contracts/legacy-checkout';

import { getLegacyOrder, legacyKeys } from '../api/legacy-api';
import { useReportOnce } from '../hooks/use-report-once';
import { reportLegacyPurchase } from '../utils/checkout-analytics';
import { paymentPageUrl } from '../utils/payment-url';

import styles from './checkout.module.css';
import { CATALOG_LINK, deliveryCostText, OrderNotFound, OrderSummary } from './order-summary';

/** /checkout_old/success/?order=: the order placed by the legacy checkout. */
export function LegacyOrderSuccess() {
  const id = useSearchParams().get('order');
  const order = useQuery({
    queryKey: legacyKeys.order(id ?? ''),
    queryFn: () => getLegacyOrder(id ?? ''),
    enabled: Boolean(id),
    retry: false,
  });
  useReportOnce(order.data, reportLegacyPurchase);

  if (id && order.isPending) return <p aria-live="polite">Загружаем заказ…</p>;
  if (!id || !order.data) {
    return <OrderNotFound />;
  }
  const data = order.data;
  const courier = data.delivery.delivery_type === 'currier';
  const payUrl =
    data.payment_url && data.status === 'awaiting_payment'
      ? paymentPageUrl(data.payment_url, window.location.origin)
      : null;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>Заказ № {data.number} оформлен</h2>
      <OrderSummary
        lines={data.products.map((product, index) => ({
          key: `${product.sku}-${index}`,
          name: product.name,
          size: product.size,
          quantity: product.count,
          cost: product.total,
        }))}
        goodsLabel="Товары"
        goods={data.summary.products_total}
        reductions={[{ label: 'Скидка', amount: data.summary.discount }]}
        delivery={deliveryCostText(data.summary.delivery)}
        total={data.summary.total}
      />
      <p>
        {courier ? 'Курьером' : 'Самовывоз'}: {data.delivery.name ?? ''}
        {data.delivery.address ? `, ${data.delivery.address}` : ''}
      </p>
      <p>Оплата: {data.payment_type_name}</p>
      {payUrl && (
        <a href={payUrl}>
          {data.payment_type === LEGACY_PAYMENT_TYPES.instalment
            ? 'Оформить рассрочку'
            : 'Оплатить заказ'}
        </a>
      )}
      <h3>Что дальше</h3>
      <p>
        Мы пришлём подтверждение на {data.personal_data.phone_number}
        {data.personal_data.email ? ` и ${data.personal_data.email}` : ''}, позвоним, если
        понадобится уточнить детали, и сообщим, когда заказ будет{' '}
        {courier ? 'передан курьеру' : 'ждать вас в пункте выдачи'}.
      </p>
      {CATALOG_LINK}
    </div>
  );
}
