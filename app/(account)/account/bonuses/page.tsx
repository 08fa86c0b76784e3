import { staticMetadata } from '@/app/_components/static-page';
import { BonusesView } from '@/features/account/components/bonuses-view';

import { AccountPage } from '../../_components/account-page';

export const metadata = staticMetadata('/account/bonuses/');

export default function Page() {
  return (
    <AccountPage path="/account/bonuses/">
      <BonusesView />
    </AccountPage>
  );
}
