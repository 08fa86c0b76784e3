import { toShopPoint } from '@/components/maps/shop-placemark';
import type { Shop } from '@/lib/platform/api/contracts/shops';
import { JsonLd } from '@/lib/shop/seo/json-ld';

import { shopSearchText } from '../utils/shop-filter';
import { shopJsonLd } from '../utils/shop-json-ld';

import { ShopCard } from './shop-card';
import { ShopsExplorer } from './shops-explorer';
import styles from './shops.module.css';

type ShopsSectionProps = {
  shops: Shop[];
  renderedAt: number;
  /** `list`: full cards with search, map beside; `map`: map on top, compact cards. */
  layout: 'list' | 'map';
  /** Absolute URL of the shops page, for JewelryStore JSON-LD; none: no structured data. */
  jsonLdUrl?: string;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The shops of every shops page: server-rendered cards handed to the client explorer (search and
 * map), plus a JewelryStore JSON-LD per shop.
 */
export function ShopsSection(props: ShopsSectionProps) {
  const { shops, renderedAt, layout, jsonLdUrl, headingLevel } = props;
  if (shops.length === 0) return <p className={styles.mapNote}>Магазины скоро откроются.</p>;
  const entries = shops.map((shop) => ({
    point: toShopPoint(shop),
    searchText: shopSearchText(shop),
    card: (
      <ShopCard
        shop={shop}
        renderedAt={renderedAt}
        compact={layout === 'map'}
        headingLevel={headingLevel}
      />
    ),
  }));
  return (
    <>
      {jsonLdUrl &&
        shops.map((shop) => <JsonLd key={shop.slug} data={shopJsonLd(shop, jsonLdUrl)} />)}
      <ShopsExplorer entries={entries} layout={layout} searchable={layout === 'list'} />
    </>
  );
}
