import type { Order, OrderStatus } from '@/lib/platform/api/contracts/order';

/** Order statuses in Russian. */
export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  new: 'Новый',
  awaiting_payment: 'Ожидает оплаты',
  paid: 'Оплачен',
  cancelled: 'Отменён',
};

const DELIVERY_LABELS: Record<Order['delivery']['type'], string> = {
  point: 'Самовывоз',
  carrier: 'Курьером',
  shop: 'Самовывоз из магазина',
};

export function deliveryLabel(delivery: Order['delivery']): string {
  const kind = DELIVERY_LABELS[delivery.type] ?? 'Доставка';
  const where = delivery.pointName ?? delivery.address;
  return where ? `${kind}: ${where}` : kind;
}
