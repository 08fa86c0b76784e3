'use client';

import type { Banner } from '@/lib/platform/api/contracts/main';

import { BANNER_EVERY, withBanners } from '../utils/grid-items';
import type { Tile } from '../utils/tile';

import { GridBanner } from './grid-banner';
import { ProductCard } from './product-card';

type GridItemsProps = {
  tiles: Tile[];
  banners?: Banner[];
  /** Products already shown above these (appended pages continue the banner count). */
  offset?: number;
};

/**
 * The `<li>`s of the product grid: cards with banners after every full row, drawn from tiles on the
 * server and in the browser alike (the «Показать ещё» pages too). Only the first card's
 * picture (the page's largest paint, on a phone and on a desktop) is preloaded: every preloaded
 * picture is requested ahead of the render-blocking stylesheets and holds one of the six
 * connections the browser opens to the store, so the rest load lazily (docs/performance.md).
 */
export function GridItems({ tiles, banners = [], offset = 0 }: GridItemsProps) {
  return withBanners(tiles, banners, offset).map((item) =>
    item.kind === 'product' ? (
      <li key={item.product.sku}>
        <ProductCard tile={item.product} priority={item.position === 1} />
      </li>
    ) : (
      <GridBanner
        key={`banner-${item.position}`}
        banner={item.banner}
        slot={item.position / BANNER_EVERY}
      />
    ),
  );
}
