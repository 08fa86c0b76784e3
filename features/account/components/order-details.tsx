import type { Order } from '@/lib/platform/api/contracts/order';
import { formatRub } from '@/lib/shop/format/money';

import { deliveryLabel } from '../utils/order-labels';

import styles from './account.module.css';

/** The details of one order: delivery, payment, recipient and the totals. */
export function OrderDetails({ order }: { order: Order }) {
  const { totals, customer } = order;
  const recipient = [customer.surname, customer.name, customer.patronymic]
    .filter(Boolean)
    .join(' ');
  return (
    <dl className={styles.facts} aria-label={`Подробности заказа № ${order.number}`}>
      <dt>Доставка</dt>
      <dd>{deliveryLabel(order.delivery)}</dd>
      <dt>Оплата</dt>
      <dd>{order.paySystem.name}</dd>
      <dt>Получатель</dt>
      <dd>
        {recipient}, {customer.phone}
      </dd>
      <dt>Товары</dt>
      <dd>{formatRub(totals.items)}</dd>
      {totals.promo > 0 && (
        <>
          <dt>Промокод{order.promocode ? ` ${order.promocode}` : ''}</dt>
          <dd>−{formatRub(totals.promo)}</dd>
        </>
      )}
      <dt>Стоимость доставки</dt>
      <dd>{totals.delivery > 0 ? formatRub(totals.delivery) : 'Бесплатно'}</dd>
      <dt>Итого</dt>
      <dd>{formatRub(totals.total)}</dd>
      {order.comment && (
        <>
          <dt>Комментарий</dt>
          <dd>{order.comment}</dd>
        </>
      )}
    </dl>
  );
}
