import { staticMetadata } from '@/app/_components/static-page';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { getServerCart } from '@/features/cart/api/get-server-cart';
import { CartView } from '@/features/cart/components/cart-view';
import { LEGACY_CHECKOUT_PATH } from '@/features/cart/components/checkout-action';

import { CartOrderCheck } from '../cart/_components/cart-order-check';

export const metadata = staticMetadata('/cart_old/');

/**
 * The same cart as /cart/ (one cart session, read by the render as there); «Оформить заказ» leads
 * to the legacy checkout.
 */
export default async function Page() {
  const serverCart = await getServerCart();
  return (
    <div className="page container">
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: 'Корзина' }]} />
      <CartOrderCheck serverCart={serverCart}>
        <CartView checkoutHref={LEGACY_CHECKOUT_PATH} serverCart={serverCart} />
      </CartOrderCheck>
    </div>
  );
}
