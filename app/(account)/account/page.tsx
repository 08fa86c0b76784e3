import { staticMetadata } from '@/app/_components/static-page';

import { AccountHome } from '../_components/account-home';
import { AccountPage } from '../_components/account-page';

export const metadata = staticMetadata('/account/');

export default function Page() {
  return (
    <AccountPage path="/account/">
      <AccountHome />
    </AccountPage>
  );
}
