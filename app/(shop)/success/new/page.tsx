import { OrderSuccessPage } from '@/app/_components/order-success-page';
import { staticMetadata } from '@/app/_components/static-page';
import { OrderSuccess } from '@/features/checkout/components/order-success';

export const metadata = staticMetadata('/success/new/');

export default function Page() {
  return (
    <OrderSuccessPage path="/success/new/">
      <OrderSuccess />
    </OrderSuccessPage>
  );
}
