import { Suspense } from 'react';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { OrderSuccess } from '@/features/checkout/components/order-success';

export const metadata = staticMetadata('/success/new/');

export default function Page() {
  return (
    <StaticPage path="/success/new/">
      <Suspense fallback={<p>Загружаем заказ…</p>}>
        <OrderSuccess />
      </Suspense>
    </StaticPage>
  );
}
