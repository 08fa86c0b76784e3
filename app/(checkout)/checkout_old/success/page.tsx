import { OrderSuccessPage } from '@/app/_components/order-success-page';
import { staticMetadata } from '@/app/_components/static-page';
import { LegacyOrderSuccess } from '@/features/checkout/components/legacy-order-success';

export const metadata = staticMetadata('/checkout_old/success/');

export default function Page() {
  return (
    <OrderSuccessPage path="/checkout_old/success/">
      <LegacyOrderSuccess />
    </OrderSuccessPage>
  );
}
