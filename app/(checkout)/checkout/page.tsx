import { StaticPage, staticMetadata } from '@/app/_components/static-page';

import { CheckoutPage } from './_components/checkout-page';

export const metadata = staticMetadata('/checkout/');

export default function Page() {
  return (
    <StaticPage path="/checkout/">
      <CheckoutPage />
    </StaticPage>
  );
}
