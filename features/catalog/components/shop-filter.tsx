'use client';

import type { ChangeEvent } from 'react';

import type { Shop } from '@/lib/platform/api/contracts/shops';
import { setShop, type CatalogFilters } from '@/lib/shop/catalog-query';

import { useRememberedShop } from '../hooks/use-remembered-shop';
import { writeRememberedShop } from '../utils/remembered-shop';

import listing from './catalog-listing.module.css';
import styles from './filters-panel.module.css';

/** A shop as the listing offers it: what the control and the chip name. */
export type ListingShop = Pick<Shop, 'id' | 'name'>;

type ShopFilterProps = {
  shops: readonly ListingShop[];
  draft: CatalogFilters;
  onChange: (filters: CatalogFilters) => void;
};

/**
 * «Наличие»: «В наличии в магазине» and which shop. The filter is the URL's `shop`, rendered on
 * the server like any filter; the shop this device remembers only pre-fills the choice in the
 * browser (after hydration), so a kept listing is the same HTML for everybody. Picking a shop
 * applies the filter and remembers the shop; the box turns it off and on for the shop shown.
 * Without JavaScript the select is the form's `shop` field.
 */
export function ShopFilter({ shops, draft, onChange }: ShopFilterProps) {
  const remembered = useRememberedShop();
  const known = (id: number | null) =>
    id !== null && shops.some((shop) => shop.id === id) ? id : null;
  const shown = known(draft.shop) ?? known(remembered);
  const on = draft.shop !== null;

  const choose = (id: number) => {
    writeRememberedShop(id);
    onChange(setShop(draft, id));
  };
  const onSelect = (event: ChangeEvent<HTMLSelectElement>) => {
    const id = Number(event.currentTarget.value);
    if (id > 0) choose(id);
  };
  const onToggle = () => {
    if (on) onChange(setShop(draft, null));
    else if (shown !== null) choose(shown);
  };

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>Наличие</legend>
      <label className={styles.shopToggle}>
        <input type="checkbox" checked={on} disabled={!on && shown === null} onChange={onToggle} />
        <span>В наличии в магазине</span>
      </label>
      <label className={`${listing.select} ${styles.shopSelect}`}>
        <span>Магазин</span>
        <select name="shop" value={shown ?? ''} onChange={onSelect}>
          {shown === null && <option value="">Выберите магазин</option>}
          {shops.map((shop) => (
            <option key={shop.id} value={shop.id}>
              {shop.name}
            </option>
          ))}
        </select>
      </label>
    </fieldset>
  );
}
