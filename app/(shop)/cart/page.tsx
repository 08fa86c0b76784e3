import { staticMetadata } from '@/app/_components/static-page';
import { RecentlyViewed } from '@/features/recently-viewed/components/recently-viewed';

import { CartPageBody } from './_components/cart-page-body';

export const metadata = staticMetadata('/cart/');

/** «Вы смотрели» is drawn in the browser only: the kept page carries no device's list. */
export default function Page() {
  return (
    <CartPageBody>
      <RecentlyViewed />
    </CartPageBody>
  );
}
