import { AppLink } from '@/components/ui/app-link';
import {
  EMPTY_FILTERS,
  catalogHref,
  setPrice,
  setShop,
  toggleListValue,
  toggleSize,
  withFilters,
  type CatalogDefaults,
  type CatalogFilters,
  type CatalogQuery,
} from '@/lib/shop/catalog-query';

import { facetTitle, priceLabel } from '../utils/filter-labels';

import styles from './catalog-listing.module.css';
import type { ListingFacets } from './filters-panel';
import type { ListingShop } from './shop-filter';

type ActiveFiltersProps = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  facets: ListingFacets | null;
  /** The listing's shops, to name the one of «В наличии в магазине». */
  shops?: readonly ListingShop[];
};

type Chip = { key: string; label: string; without: CatalogFilters };

function chips(
  filters: CatalogFilters,
  facets: ListingFacets | null,
  shops: readonly ListingShop[],
): Chip[] {
  const result: Chip[] = [];
  if (filters.shop !== null) {
    const name = shops.find((shop) => shop.id === filters.shop)?.name;
    result.push({
      key: 'shop',
      label: name ? `В наличии в магазине «${name}»` : 'В наличии в магазине',
      without: setShop(filters, null),
    });
  }
  for (const [key, ids] of Object.entries(filters.list)) {
    const attributeId = Number(key);
    const facet = facets?.feature.find((candidate) => candidate.id === attributeId);
    for (const id of ids) {
      const name = facet?.values.find((value) => value.id === id)?.name;
      result.push({
        key: `list-${attributeId}-${id}`,
        label: name ?? `${facetTitle(attributeId, 'Фильтр')}: ${id}`,
        without: toggleListValue(filters, attributeId, id),
      });
    }
  }
  if (filters.price) {
    result.push({
      key: 'price',
      label: `Цена: ${priceLabel(filters.price)}`,
      without: setPrice(filters, null),
    });
  }
  for (const size of filters.size) {
    result.push({
      key: `size-${size}`,
      label: `Размер ${size}`,
      without: toggleSize(filters, size),
    });
  }
  return result;
}

/** The chosen filters as removable chips (plain links, so they work without JavaScript). */
export function ActiveFilters({
  basePath,
  query,
  defaults,
  facets,
  shops = [],
}: ActiveFiltersProps) {
  const list = chips(query.filters, facets, shops);
  if (list.length === 0) return null;
  const href = (filters: CatalogFilters) =>
    catalogHref(basePath, withFilters(query, filters), defaults);
  return (
    <div className={styles.chipsBar}>
      <ul className={styles.chips} aria-label="Выбранные фильтры">
        {list.map((chip) => (
          <li key={chip.key}>
            <AppLink
              href={href(chip.without)}
              className={styles.chip}
              aria-label={`Убрать фильтр: ${chip.label}`}
            >
              {chip.label}
              <span aria-hidden="true" className={styles.chipX}>
                ×
              </span>
            </AppLink>
          </li>
        ))}
      </ul>
      <AppLink href={href(EMPTY_FILTERS)} className={styles.clearAll}>
        Сбросить фильтры
      </AppLink>
    </div>
  );
}
