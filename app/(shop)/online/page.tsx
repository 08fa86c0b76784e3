import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getLiveFeed, liveRefreshMs } from '@/features/live/api/get-live-feed';
import { LivePage } from '@/features/live/components/live-page';

// One page for /online/ and /online/?from=tabbar (the bottom bar's link): canonical is /online/.
export const metadata = staticMetadata('/online/');

/** Live broadcast: the player and the products on air now, recently and popular. */
export default async function Page() {
  const feed = await getLiveFeed();
  return (
    <StaticPage path="/online/">
      <LivePage feed={feed} refreshMs={liveRefreshMs()} />
    </StaticPage>
  );
}
