import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { AppLink } from '@/components/ui/app-link';
import { ShopsBlock } from '@/features/shops/components/shops-block';

export const metadata = staticMetadata('/addresses/');

/** «Магазины»: every shop with address, metro, phone, hours and open-now state; map when set up. */
export default function Page() {
  return (
    <StaticPage path="/addresses/">
      <p>
        <AppLink href="/map/">Карта магазинов</AppLink> ·{' '}
        <AppLink href="/samovyvoz/">Как забрать заказ в магазине</AppLink>
      </p>
      <ShopsBlock layout="list" jsonLd />
    </StaticPage>
  );
}
