import type { ReactNode } from 'react';

import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getServerCart } from '@/features/cart/api/get-server-cart';
import { CartView } from '@/features/cart/components/cart-view';

import { CartOrderCheck } from './cart-order-check';

/**
 * The cart page of either checkout flow. The cart is one shopper's data: the render reads it with
 * the session cookie (getServerCart), so the lines and totals arrive in the HTML and the largest
 * paint needs no script (docs/performance.md). The page is kept per cart session only
 * (lib/platform/page-cache/cart-writes.ts, ADR 0002); the browser reads the cart again once the
 * drawn copy is older than the cart query's stale time.
 */
export async function CartPageBody({
  checkoutHref,
  children,
}: {
  /** Where «Оформить заказ» leads (the new checkout when absent). */
  checkoutHref?: string;
  /** What follows the cart. */
  children?: ReactNode;
}) {
  const serverCart = await getServerCart();
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Корзина' }]} />
      <CartOrderCheck serverCart={serverCart}>
        <CartView checkoutHref={checkoutHref} serverCart={serverCart} />
      </CartOrderCheck>
      {children}
    </div>
  );
}
