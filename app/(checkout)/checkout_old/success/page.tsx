import { Suspense } from 'react';

import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { LegacyOrderSuccess } from '@/features/checkout/components/legacy-order-success';

export const metadata = staticMetadata('/checkout_old/success/');

export default function Page() {
  return (
    <StaticPage path="/checkout_old/success/">
      <Suspense fallback={<p>Загружаем заказ…</p>}>
        <LegacyOrderSuccess />
      </Suspense>
    </StaticPage>
  );
}
