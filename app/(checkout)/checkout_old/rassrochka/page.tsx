import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { LegacyInstalmentTerms } from '@/features/checkout/components/legacy-instalment-terms';
import { LEGACY_PAYMENT_TYPES } from '@/lib/platform/api/contracts/legacy-checkout';

import { LegacyCheckoutPage } from '../_components/legacy-checkout-page';

export const metadata = staticMetadata('/checkout_old/rassrochka/');

/** Instalment: the short terms and the legacy checkout with payment type 4 chosen. */
export default function Page() {
  return (
    <StaticPage path="/checkout_old/rassrochka/">
      <LegacyInstalmentTerms />
      <LegacyCheckoutPage initialPaymentType={LEGACY_PAYMENT_TYPES.instalment} />
    </StaticPage>
  );
}
