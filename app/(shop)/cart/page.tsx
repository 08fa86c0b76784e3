import { staticMetadata } from '@/app/_components/static-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getServerCart } from '@/features/cart/api/get-server-cart';
import { CartView } from '@/features/cart/components/cart-view';
import { RecentlyViewed } from '@/features/recently-viewed/components/recently-viewed';

import { CartOrderCheck } from './_components/cart-order-check';

export const metadata = staticMetadata('/cart/');

/**
 * The cart is one shopper's data: the render reads it with the session cookie (getServerCart), so
 * the lines and totals arrive in the HTML and the largest paint needs no script (docs/performance.md). The page
 * is kept per cart session only (lib/platform/page-cache/cart-writes.ts, ADR 0002); the browser reads the
 * cart again once the drawn copy is older than the cart query's stale time. «Вы смотрели» is drawn
 * in the browser only: the kept page carries no device's list.
 */
export default async function Page() {
  const serverCart = await getServerCart();
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Корзина' }]} />
      <CartOrderCheck serverCart={serverCart}>
        <CartView serverCart={serverCart} />
      </CartOrderCheck>
      <RecentlyViewed />
    </div>
  );
}
