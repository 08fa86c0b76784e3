import { Suspense, type ReactNode } from 'react';

import { StaticPage } from './static-page';

type OrderSuccessPageProps = { path: string; children: ReactNode };

/**
 * An order confirmation route: the route table's heading over the order. The order reads its
 * number from the address (useSearchParams), so it waits in a Suspense boundary and the rest of the
 * page stays static.
 */
export function OrderSuccessPage({ path, children }: OrderSuccessPageProps) {
  return (
    <StaticPage path={path}>
      <Suspense fallback={<p>Загружаем заказ…</p>}>{children}</Suspense>
    </StaticPage>
  );
}
