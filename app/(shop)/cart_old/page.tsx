import { staticMetadata } from '@/app/_components/static-page';
import { LEGACY_CHECKOUT_PATH } from '@/features/cart/components/checkout-action';

import { CartPageBody } from '../cart/_components/cart-page-body';

export const metadata = staticMetadata('/cart_old/');

/** The same cart as /cart/ (one cart session); «Оформить заказ» leads to the legacy checkout. */
export default function Page() {
  return <CartPageBody checkoutHref={LEGACY_CHECKOUT_PATH} />;
}
