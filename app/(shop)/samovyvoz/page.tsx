import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { PickupInfo } from '@/features/shops/components/pickup-info';
import styles from '@/features/shops/components/pickup-info.module.css';
import { ShopsBlock } from '@/features/shops/components/shops-block';

export const metadata = staticMetadata('/samovyvoz/');

/** «Самовывоз»: how pickup works and the shops that hand out orders. */
export default function Page() {
  return (
    <StaticPage path="/samovyvoz/">
      <PickupInfo />
      <section className={styles.pickupShops} aria-labelledby="pickup-shops">
        <h2 id="pickup-shops">Магазины, где можно забрать заказ</h2>
        <ShopsBlock layout="list" service="pickup" headingLevel="h3" />
      </section>
    </StaticPage>
  );
}
