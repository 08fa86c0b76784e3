import { StaticPage } from '@/app/_components/static-page';
import { LegacyInstalmentTerms } from '@/features/checkout/components/legacy-instalment-terms';
import { LEGACY_PAYMENT_TYPES } from '@/lib/platform/api/contracts/legacy-checkout';

import { LegacyCheckoutPage } from './legacy-checkout-page';

/**
 * Instalment: the short terms and the legacy checkout with payment type 4 chosen. Instalment is a
 * payment type of the legacy (main API) flow only, so the new checkout's address embeds this too.
 */
export function InstalmentPage({ path }: { path: string }) {
  return (
    <StaticPage path={path}>
      <LegacyInstalmentTerms />
      <LegacyCheckoutPage initialPaymentType={LEGACY_PAYMENT_TYPES.instalment} />
    </StaticPage>
  );
}
