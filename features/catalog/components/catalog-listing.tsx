import type { ReactNode } from 'react';

import { RingSizeGuideButton } from '@/components/ring-size/ring-size-guide-button';
import type { Product } from '@/lib/platform/api/contracts/catalog';
import type { Banner } from '@/lib/platform/api/contracts/main';
import { catalogHref, type CatalogDefaults, type CatalogQuery } from '@/lib/shop/catalog-query';

import type { ListingSource } from '../api/load-listing-page';
import { toTile } from '../utils/tile';

import { ActiveFilters } from './active-filters';
import styles from './catalog-listing.module.css';
import { FiltersPanel, type ListingFacets } from './filters-panel';
import { ListingItems } from './listing-items';
import { ListingToolbar } from './listing-toolbar';
import { LivePagination } from './live-pagination';
import { LoadMoreButton } from './load-more-button';
import { LoadMoreProvider } from './load-more-provider';
import { MobileFilters } from './mobile-filters';
import { MySizeToggle } from './my-size-toggle';
import { ProductGrid } from './product-grid';
import type { ListingShop } from './shop-filter';

type CatalogListingProps = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  source: ListingSource;
  products: Product[];
  lastPage: number;
  facets: ListingFacets | null;
  banners?: Banner[];
  /** The analytics list name of the grid (lib/shop/analytics/lists.ts). */
  listName: string;
  /** Shown instead of the grid when nothing matches. */
  empty: ReactNode;
  /** A listing of rings: the size guide beside «Размер» and «Только мой размер». */
  ring?: boolean;
  /** The shops of «В наличии в магазине» (the `shop` filter); none: the control is not offered. */
  shops?: readonly ListingShop[];
};

/**
 * A product listing (catalogue, collection): filters sidebar (a modal on narrow screens), sort and
 * page size, chips, the server-rendered grid, «Показать ещё» and page links. Client state is keyed
 * by the URL, so every server render after a navigation starts fresh.
 */
export function CatalogListing(props: CatalogListingProps) {
  const { basePath, query, defaults, source, products, lastPage, facets, banners = [] } = props;
  const key = catalogHref(basePath, query, defaults);
  const shared = { basePath, query, defaults };
  const sizeGuide = props.ring ? <RingSizeGuideButton /> : undefined;
  const panel = { facets, sizeGuide, shops: props.shops };
  return (
    <div className={styles.layout}>
      <aside className={styles.sidebar}>
        <FiltersPanel key={key} {...shared} {...panel} mode="instant" />
      </aside>
      <div className={styles.main}>
        <div className={styles.bar}>
          <MobileFilters key={key} {...shared} {...panel} />
          <ListingToolbar {...shared} />
        </div>
        {props.ring && <MySizeToggle {...shared} facets={facets} />}
        <ActiveFilters {...shared} facets={facets} shops={props.shops} />
        {products.length === 0 ? (
          props.empty
        ) : (
          <LoadMoreProvider
            key={key}
            {...shared}
            source={source}
            lastPage={lastPage}
            tiles={products.map(toTile)}
            banners={banners}
          >
            <ProductGrid listName={props.listName}>
              <ListingItems />
            </ProductGrid>
            <LoadMoreButton />
            <LivePagination />
          </LoadMoreProvider>
        )}
      </div>
    </div>
  );
}
