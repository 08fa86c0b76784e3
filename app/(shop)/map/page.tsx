import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { AppLink } from '@/components/ui/app-link';
import { ShopsBlock } from '@/features/shops/components/shops-block';

export const metadata = staticMetadata('/map/');

/** «Карта магазинов»: the map first, a compact list of the shops under it. */
export default function Page() {
  return (
    <StaticPage path="/map/" trail={[{ label: 'Магазины', href: '/addresses/' }]}>
      <ShopsBlock layout="map" jsonLd />
      <p>
        <AppLink href="/addresses/">Все магазины с часами работы и поиском</AppLink>
      </p>
    </StaticPage>
  );
}
