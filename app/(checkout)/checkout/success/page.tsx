import { OrderSuccessPage } from '@/app/_components/order-success-page';
import { staticMetadata } from '@/app/_components/static-page';
import { OrderSuccess } from '@/features/checkout/components/order-success';

export const metadata = staticMetadata('/checkout/success/');

export default function Page() {
  return (
    <OrderSuccessPage path="/checkout/success/">
      <OrderSuccess />
    </OrderSuccessPage>
  );
}
