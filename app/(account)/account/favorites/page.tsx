import { staticMetadata } from '@/app/_components/static-page';
import { FavoritesView } from '@/features/favorites/components/favorites-view';

export const metadata = staticMetadata('/account/favorites/');

/**
 * The favourites page. The server renders only the heading: the list is the signed-in customer's
 * own data and is fetched in the browser (guests get the login modal instead).
 */
export default function Page() {
  return <FavoritesView />;
}
