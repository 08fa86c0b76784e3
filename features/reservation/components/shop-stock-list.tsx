'use client';

import { useMemo, useState } from 'react';

import { toShopPoint } from '@/components/maps/shop-placemark';
import { Button } from '@/components/ui/button';
import type { ShopStock } from '@/lib/platform/api/contracts/stock';
import { shopHoursLine } from '@/lib/shop/shop-hours';
import { STOCK_LEVEL_LABELS } from '@/lib/shop/stock-levels';

import { distanceKm, formatDistance, shopLevel, shopSizes, sortShops } from '../utils/shop-stock';

import styles from './reservation.module.css';
import { ShopStockMap } from './shop-stock-map';
import mapStyles from './shop-stock-map.module.css';
import { useNearMe } from './use-near-me';

type ShopStockListProps = {
  shops: ShopStock[];
  offerId: string | null;
  /** A product with sizes: a shop without the chosen one (or any, before) names those it has. */
  sized: boolean;
  onReserve: (stock: ShopStock) => void;
};

const rowId = (stock: ShopStock) => `stock-shop-row-${stock.shop.id}`;

/**
 * One list item per shop that carries the product: name, address, metro, hours and the level of
 * the chosen size (any size while none is chosen), by name or, after «Рядом со мной», nearest
 * first. «Забронировать» where the level is not «Нет»; for a product with sizes, a shop without
 * the chosen size (or every shop, before one is chosen) names the sizes it has. Above it, with a
 * Yandex Maps key, the map of the shops that have it: choosing a placemark highlights that shop's
 * item and moves the focus there, so the keyboard and screen readers carry on from it.
 */
export function ShopStockList({ shops, offerId, sized, onReserve }: ShopStockListProps) {
  const near = useNearMe();
  const [chosen, setChosen] = useState<string | null>(null);
  // a stable list: the map centres on the chosen shop again whenever it changes
  const points = useMemo(
    () =>
      shops.filter((stock) => shopLevel(stock, offerId) !== 'none').map((s) => toShopPoint(s.shop)),
    [shops, offerId],
  );
  if (shops.length === 0) return <p className={styles.muted}>Изделия нет ни в одном магазине</p>;
  const sorted = sortShops(shops, near.origin);
  const choose = (slug: string) => {
    setChosen(slug);
    const stock = shops.find((item) => item.shop.slug === slug);
    if (stock) document.getElementById(rowId(stock))?.focus();
  };
  return (
    <>
      <ShopStockMap shops={points} chosen={chosen} onChoose={choose} />
      <div className={styles.toolbar}>
        <Button
          variant="secondary"
          onClick={near.locate}
          disabled={near.locating}
          aria-pressed={near.origin !== null}
        >
          Рядом со мной
        </Button>
        <p role="status" className={styles.note}>
          {near.note}
        </p>
      </div>
      <ul className={styles.list} aria-label="Магазины">
        {sorted.map((stock) => (
          <ShopItem
            key={stock.shop.id}
            stock={stock}
            offerId={offerId}
            sized={sized}
            chosen={stock.shop.slug === chosen}
            distance={near.origin ? distanceKm(near.origin, stock.shop) : null}
            onReserve={() => onReserve(stock)}
          />
        ))}
      </ul>
    </>
  );
}

type ShopItemProps = {
  stock: ShopStock;
  offerId: string | null;
  sized: boolean;
  chosen: boolean;
  distance: number | null;
  onReserve: () => void;
};

function ShopItem({ stock, offerId, sized, chosen, distance, onReserve }: ShopItemProps) {
  const { shop } = stock;
  const level = shopLevel(stock, offerId);
  const nameId = `stock-shop-${shop.id}`;
  const sizes = sized && (offerId === null || level === 'none') ? shopSizes(stock) : '';
  return (
    <li
      id={rowId(stock)}
      // focusable by script only: the map moves the focus here, Tab does not stop here
      tabIndex={-1}
      aria-current={chosen || undefined}
      className={[styles.shop, chosen && mapStyles.chosen].filter(Boolean).join(' ')}
    >
      <h3 id={nameId} className={styles.shopName}>
        {shop.name}
      </h3>
      <p>{shop.address}</p>
      {shop.metro && <p className={styles.muted}>м. {shop.metro.name}</p>}
      <p className={styles.muted}>{shopHoursLine(shop)}</p>
      {distance !== null && <p className={styles.muted}>{formatDistance(distance)}</p>}
      <p className={`${styles.level} ${styles[`level_${level}`] ?? ''}`}>
        {STOCK_LEVEL_LABELS[level]}
      </p>
      {sizes && <p className={styles.muted}>Размеры в магазине: {sizes}</p>}
      {level !== 'none' && (
        <div className={styles.shopActions}>
          <Button onClick={onReserve} aria-describedby={nameId}>
            Забронировать
          </Button>
        </div>
      )}
    </li>
  );
}
