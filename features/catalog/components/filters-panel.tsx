'use client';

import type { FormEvent, MouseEvent, ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import type { ProductListResponse } from '@/lib/platform/api/contracts/catalog';
import {
  EMPTY_FILTERS,
  toggleListValue,
  toggleSize,
  type CatalogDefaults,
  type CatalogFilters,
  type CatalogQuery,
} from '@/lib/shop/catalog-query';

import { useFilterDraft, type FilterMode } from '../hooks/use-filter-draft';
import { facetTitle } from '../utils/filter-labels';

import { FilterOption } from './filter-option';
import styles from './filters-panel.module.css';
import { PriceFilter } from './price-filter';
import { ShopFilter, type ListingShop } from './shop-filter';

export type ListingFacets = ProductListResponse['filters'];

type FiltersPanelProps = {
  basePath: string;
  query: CatalogQuery;
  defaults: CatalogDefaults;
  /** Facets of the current list; null when the list's service gives none (price still works). */
  facets: ListingFacets | null;
  mode: FilterMode;
  onApplied?: () => void;
  /** Under «Размер»: the ring-size guide on ring listings. */
  sizeGuide?: ReactNode;
  /** The shops «В наличии в магазине» offers; none (or the shops failed to load): no control. */
  shops?: readonly ListingShop[];
};

/**
 * The filters form «Фильтры». With JavaScript a change applies at once (sidebar) or on «Показать»
 * (modal). Without it the form is a plain GET: each control submits its own `filters` group, which
 * parseCatalogQuery merges, and every value is also a link to the URL with it toggled.
 */
export function FiltersPanel({
  basePath,
  query,
  defaults,
  facets,
  mode,
  onApplied,
  sizeGuide,
  shops = [],
}: FiltersPanelProps) {
  const { draft, pending, hrefFor, change, apply, setDraft } = useFilterDraft({
    basePath,
    query,
    defaults,
    mode,
    onApplied,
  });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(draft);
  };
  const onReset = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    change(EMPTY_FILTERS);
  };
  return (
    <form
      aria-label="Фильтры"
      method="get"
      action={basePath}
      onSubmit={onSubmit}
      aria-busy={pending}
      className={styles.panel}
    >
      {query.search && <input type="hidden" name="filter[search]" value={query.search} />}
      {query.sort !== defaults.sort && <input type="hidden" name="sort" value={query.sort} />}
      {query.limit !== defaults.limit && <input type="hidden" name="limit" value={query.limit} />}
      {shops.length > 0 && <ShopFilter shops={shops} draft={draft} onChange={change} />}
      {facets?.feature.map((facet) => (
        <FacetGroup key={facet.id} facet={facet} draft={draft} onChange={change} />
      ))}
      <PriceFilter draft={draft} onChange={change} onTyped={setDraft} />
      {facets && facets.size.length > 0 && (
        <SizeGroup sizes={facets.size} draft={draft} onChange={change} guide={sizeGuide} />
      )}
      <div className={styles.actions}>
        <a href={hrefFor(EMPTY_FILTERS)} onClick={onReset} className={styles.reset}>
          Сбросить
        </a>
        <Button type="submit" disabled={pending}>
          Показать
        </Button>
      </div>
    </form>
  );
}

type FacetGroupProps = {
  facet: ListingFacets['feature'][number];
  draft: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
};

/** One attribute (Металл, Вставка, …): a checkbox per value with its count. */
function FacetGroup({ facet, draft, onChange }: FacetGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>{facetTitle(facet.id, facet.name)}</legend>
      <ul className={styles.options}>
        {facet.values.map((value) => {
          const next = toggleListValue(draft, facet.id, value.id);
          return (
            <FilterOption
              key={value.id}
              type="checkbox"
              value={`list_${facet.id}_${value.id}`}
              label={value.name}
              count={value.count}
              checked={draft.list[facet.id]?.includes(value.id) ?? false}
              onToggle={() => onChange(next)}
            />
          );
        })}
      </ul>
    </fieldset>
  );
}

type SizeGroupProps = Omit<FacetGroupProps, 'facet'> & {
  sizes: ListingFacets['size'];
  guide: ReactNode;
};

/** «Размер»: a pill per size (the ring-size guide above them on ring listings). */
function SizeGroup({ sizes, draft, onChange, guide }: SizeGroupProps) {
  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Размер</legend>
      {guide && <div className={styles.sizeGuide}>{guide}</div>}
      <ul className={styles.pills}>
        {sizes.map(({ value }) => {
          const next = toggleSize(draft, value);
          return (
            <FilterOption
              key={value}
              type="checkbox"
              value={`size_${value}`}
              label={value}
              checked={draft.size.includes(value)}
              onToggle={() => onChange(next)}
            />
          );
        })}
      </ul>
    </fieldset>
  );
}
