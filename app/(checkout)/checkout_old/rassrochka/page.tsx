import { staticMetadata } from '@/app/_components/static-page';

import { InstalmentPage } from '../_components/instalment-page';

export const metadata = staticMetadata('/checkout_old/rassrochka/');

export default function Page() {
  return <InstalmentPage path="/checkout_old/rassrochka/" />;
}
