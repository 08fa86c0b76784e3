'use client';

import { LoadFailed } from '@/components/ui/load-failed';

import { useAccountOrders } from '../api/get-orders';
import { useRefundData } from '../api/get-refunds';

import styles from './account.module.css';
import { OrderCard } from './order-card';
import { OrdersPager } from './orders-pager';
import { ReservationsList } from './reservations-list';

export const ORDERS_FAILED = 'Не удалось получить заказы после нескольких попыток';

/**
 * «Мои заказы»: the active reservations («Бронь»), then the customer's orders, 10 per page
 * (`?page=`), each expandable to its details.
 */
export function OrdersView({ page }: { page: number }) {
  const orders = useAccountOrders(page);
  const refunds = useRefundData({ enabled: orders.isSuccess });

  return (
    <section className={styles.page} aria-labelledby="account-orders-title">
      <h1 id="account-orders-title" className={styles.title}>
        Мои заказы
      </h1>
      <ReservationsList />
      {orders.isPending && (
        <p className={styles.muted} role="status">
          Загрузка заказов…
        </p>
      )}
      {orders.isError && (
        <LoadFailed message={ORDERS_FAILED} onRetry={orders.refetch} retrying={orders.isFetching} />
      )}
      {orders.data && orders.data.items.length === 0 && (
        <p className={styles.muted}>У вас пока нет заказов</p>
      )}
      {orders.data && orders.data.items.length > 0 && (
        <>
          <ul className={styles.list} aria-busy={orders.isPlaceholderData || undefined}>
            {orders.data.items.map((order) => (
              <li key={order.uuid}>
                <OrderCard
                  order={order}
                  refund={refunds.data?.data.find((request) => request.order_id === order.uuid)}
                  refundData={refunds.data}
                  refundDataFailed={refunds.isError}
                />
              </li>
            ))}
          </ul>
          <OrdersPager page={orders.data.pagination.page} last={orders.data.pagination.last_page} />
        </>
      )}
    </section>
  );
}
