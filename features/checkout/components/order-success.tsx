'use client';

import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'next/navigation';

import { formatRub } from '@/lib/format/money';

import { checkoutKeys, getOrder } from '../api/checkout-api';

import styles from './checkout.module.css';

function useOrder(uuid: string | null) {
  return useQuery({
    queryKey: checkoutKeys.order(uuid ?? ''),
    queryFn: () => getOrder(uuid ?? ''),
    enabled: Boolean(uuid),
    retry: false,
  });
}

const CATALOG_LINK = (
  <a href="/catalog/" className={styles.optionTitle}>
    Перейти в каталог
  </a>
);

/** /checkout/success/?order= and /success/new/?order=: the created order. */
export function OrderSuccess() {
  const uuid = useSearchParams().get('order');
  const order = useOrder(uuid);

  if (uuid && order.isPending) return <p aria-live="polite">Загружаем заказ…</p>;
  if (!uuid || !order.data) {
    return (
      <div className={styles.stack}>
        <p>Мы не нашли этот заказ. Проверьте ссылку или загляните в личный кабинет.</p>
        {CATALOG_LINK}
      </div>
    );
  }
  const data = order.data;
  const delivery =
    data.delivery.type === 'carrier'
      ? `Курьером: ${data.delivery.address ?? ''}`
      : `Самовывоз: ${data.delivery.pointName ?? ''}`;
  return (
    <div className={styles.stack}>
      <h2 className={styles.sectionTitle}>Заказ № {data.number} оформлен</h2>
      <ul className={styles.items} aria-label="Товары заказа">
        {data.items.map((item) => (
          <li key={item.uuid} className={styles.row}>
            <span>
              {item.name}
              {item.size ? `, размер ${item.size}` : ''} × {item.quantity}
            </span>
            <span>{formatRub(item.cost)}</span>
          </li>
        ))}
      </ul>
      <p className={styles.row}>
        <span>Товары</span>
        <span>{formatRub(data.totals.items)}</span>
      </p>
      {data.totals.promo > 0 && (
        <p className={styles.row}>
          <span>Промокод</span>
          <span>−{formatRub(data.totals.promo)}</span>
        </p>
      )}
      <p className={styles.row}>
        <span>Доставка</span>
        <span>{data.totals.delivery === 0 ? 'Бесплатно' : formatRub(data.totals.delivery)}</span>
      </p>
      <p className={`${styles.row} ${styles.total}`}>
        <span>Итого</span>
        <span>{formatRub(data.totals.total)}</span>
      </p>
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

/** /payment/?orderId=: the outcome of online payment. */
export function PaymentResult() {
  const uuid = useSearchParams().get('orderId');
  const order = useOrder(uuid);

  if (uuid && order.isPending) return <p aria-live="polite">Проверяем оплату…</p>;
  if (!uuid || !order.data) {
    return (
      <div className={styles.stack}>
        <p>Мы не нашли этот заказ. Проверьте ссылку или загляните в личный кабинет.</p>
        {CATALOG_LINK}
      </div>
    );
  }
  const data = order.data;
  const retryUrl = data.paymentUrl
    ? `${data.paymentUrl}?returnUrl=${encodeURIComponent(`${window.location.origin}/payment/`)}`
    : null;
  return (
    <div className={styles.stack}>
      {data.status === 'paid' && (
        <h2 className={styles.sectionTitle}>Заказ № {data.number} оплачен</h2>
      )}
      {data.status === 'cancelled' && (
        <h2 className={styles.sectionTitle}>Оплата заказа № {data.number} отменена</h2>
      )}
      {data.status === 'awaiting_payment' && (
        <>
          <h2 className={styles.sectionTitle}>Заказ № {data.number} ожидает оплаты</h2>
          {retryUrl && <a href={retryUrl}>Оплатить заказ</a>}
        </>
      )}
      {data.status === 'new' && (
        <h2 className={styles.sectionTitle}>Заказ № {data.number} оформлен</h2>
      )}
      <p className={`${styles.row} ${styles.total}`}>
        <span>Сумма заказа</span>
        <span>{formatRub(data.totals.total)}</span>
      </p>
      {CATALOG_LINK}
    </div>
  );
}
