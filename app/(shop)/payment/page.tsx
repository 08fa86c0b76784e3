import { Suspense } from 'react';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { PaymentResult } from '@/features/checkout/components/payment-result';

export const metadata = staticMetadata('/payment/');

export default function Page() {
  return (
    <StaticPage path="/payment/">
      <Suspense fallback={<p>Проверяем оплату…</p>}>
        <PaymentResult />
      </Suspense>
    </StaticPage>
  );
}
