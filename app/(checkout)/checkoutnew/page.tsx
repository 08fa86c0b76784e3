import { StaticPage, staticMetadata } from '@/app/_components/static-page';

import { CheckoutEntry } from './_components/checkout-entry';

export const metadata = staticMetadata('/checkoutnew/');

export default function Page() {
  return (
    <StaticPage path="/checkoutnew/">
      <CheckoutEntry />
    </StaticPage>
  );
}
