import { StaticPage, staticMetadata } from '@/app/_components/static-page';

import { LegacyCheckoutPage } from './_components/legacy-checkout-page';

export const metadata = staticMetadata('/checkout_old/');

export default function Page() {
  return (
    <StaticPage path="/checkout_old/">
      <LegacyCheckoutPage />
    </StaticPage>
  );
}
