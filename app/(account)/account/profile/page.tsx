import { staticMetadata } from '@/app/_components/static-page';
import { ProfileView } from '@/features/account/components/profile-view';

import { AccountPage } from '../../_components/account-page';

export const metadata = staticMetadata('/account/profile/');

export default function Page() {
  return (
    <AccountPage path="/account/profile/">
      <ProfileView />
    </AccountPage>
  );
}
