/** What a page shows while it asks the server about an order whose answer was lost. */
export const ORDER_CHECK_TEXT = 'Проверяем ваш заказ…';

export function OrderCheckStatus() {
  return <p role="status">{ORDER_CHECK_TEXT}</p>;
}
