import type { ShopService } from '@/lib/platform/api/contracts/shops';
import { publicSettings, siteUrl } from '@/lib/platform/env';

import { loadShops } from '../api/get-shops';

import { ShopsSection } from './shops-section';
import { ShopsUnavailable } from './shops-unavailable';

type ShopsBlockProps = {
  layout: 'list' | 'map';
  /** Only the shops offering this service (the pickup page: `pickup`). */
  service?: ShopService;
  /** Emit JewelryStore JSON-LD (the shop pages; not the pickup page). */
  jsonLd?: boolean;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The shops of a page, loaded on the server at request time; when the API fails, the degraded
 * section with the support phone instead.
 */
export async function ShopsBlock({
  layout,
  service,
  jsonLd = false,
  headingLevel,
}: ShopsBlockProps) {
  const { shops, renderedAt } = await loadShops(service);
  if (!shops) return <ShopsUnavailable supportPhone={publicSettings().supportPhone} />;
  return (
    <ShopsSection
      shops={shops}
      renderedAt={renderedAt}
      layout={layout}
      headingLevel={headingLevel}
      jsonLdUrl={jsonLd ? new URL('/addresses/', siteUrl()).href : undefined}
    />
  );
}
