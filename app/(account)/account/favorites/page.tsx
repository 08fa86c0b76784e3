import { staticMetadata } from '@/app/_components/static-page';
import { FavoritesView } from '@/features/favorites/components/favorites-view';

import { AccountPage } from '../../_components/account-page';

export const metadata = staticMetadata('/account/favorites/');

/**
 * The favourites page, with the account's breadcrumbs. The server renders only the
 * breadcrumbs and the heading: the list is the signed-in customer's own data and is fetched in the
 * browser (guests get the login modal instead, from the view itself rather than the gate).
 */
export default function Page() {
  return (
    <AccountPage path="/account/favorites/" guard={false}>
      <FavoritesView />
    </AccountPage>
  );
}
