import { staticMetadata } from '@/app/_components/static-page';

import { InstalmentPage } from '../../checkout_old/_components/instalment-page';

export const metadata = staticMetadata('/checkout/rassrochka/');

/** Instalment from the new checkout's address: the legacy flow's instalment page. */
export default function Page() {
  return <InstalmentPage path="/checkout/rassrochka/" />;
}
