'use client';

import type { ReactNode } from 'react';

import { useCart, type ServerCart } from '@/features/cart/api/get-cart';
import { OrderCheckStatus } from '@/features/checkout/components/order-check-status';
import { usePendingOrderReplay } from '@/features/checkout/hooks/use-pending-order-replay';

type CartOrderCheckProps = {
  /** The cart the page's render read, as CartView takes it (one query, one cache entry). */
  serverCart?: ServerCart;
  children: ReactNode;
};

/**
 * The cart pages (/cart/, /cart_old/) and an order whose answer was lost: the order took
 * the lines, so the cart is empty; while this tab asks the server which order its pending attempt
 * made (either checkout's), the page says so instead of «В корзине пока ничего нет», then goes to
 * the order's page. A cart with lines is shown as it is.
 */
export function CartOrderCheck({ serverCart, children }: CartOrderCheckProps) {
  const cart = useCart(serverCart);
  const empty = cart.isSuccess && (!cart.data || cart.data.items.length === 0);
  const checking = usePendingOrderReplay(empty, ['order', 'legacy']);
  if (!checking) return children;
  return (
    <div>
      <h1 className="page-title">Корзина</h1>
      <OrderCheckStatus />
    </div>
  );
}
