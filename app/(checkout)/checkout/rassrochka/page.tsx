import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { LegacyInstalmentTerms } from '@/features/checkout/components/legacy-instalment-terms';
import { LEGACY_PAYMENT_TYPES } from '@/lib/platform/api/contracts/legacy-checkout';

import { LegacyCheckoutPage } from '../../checkout_old/_components/legacy-checkout-page';

export const metadata = staticMetadata('/checkout/rassrochka/');

/**
 * Instalment from the new checkout's address: instalment is a payment type of the legacy (main
 * API) flow only, so this page embeds the same legacy checkout with type 4 chosen.
 */
export default function Page() {
  return (
    <StaticPage path="/checkout/rassrochka/">
      <LegacyInstalmentTerms />
      <LegacyCheckoutPage initialPaymentType={LEGACY_PAYMENT_TYPES.instalment} />
    </StaticPage>
  );
}
