'use client';

import { Button } from '@/components/ui/button';
import type { ShopStock } from '@/lib/platform/api/contracts/stock';

import { shopHoursLine } from '../utils/shop-hours';
import {
  LEVEL_LABELS,
  distanceKm,
  formatDistance,
  shopLevel,
  sortShops,
} from '../utils/shop-stock';

import styles from './reservation.module.css';
import { useNearMe } from './use-near-me';

type ShopStockListProps = {
  shops: ShopStock[];
  offerId: string | null;
  onReserve: (stock: ShopStock) => void;
};

/**
 * One list item per shop that carries the product: name, address, metro, hours and the level of
 * the chosen size (any size while none is chosen), by name or, after «Рядом со мной», nearest
 * first. «Забронировать» where the level is not «Нет».
 */
export function ShopStockList({ shops, offerId, onReserve }: ShopStockListProps) {
  const near = useNearMe();
  if (shops.length === 0) return <p className={styles.muted}>Изделия нет ни в одном магазине</p>;
  const sorted = sortShops(shops, near.origin);
  return (
    <>
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
  distance: number | null;
  onReserve: () => void;
};

function ShopItem({ stock, offerId, distance, onReserve }: ShopItemProps) {
  const { shop } = stock;
  const level = shopLevel(stock, offerId);
  const nameId = `stock-shop-${shop.id}`;
  return (
    <li className={styles.shop}>
      <h3 id={nameId} className={styles.shopName}>
        {shop.name}
      </h3>
      <p>{shop.address}</p>
      {shop.metro && <p className={styles.muted}>м. {shop.metro.name}</p>}
      <p className={styles.muted}>{shopHoursLine(shop)}</p>
      {distance !== null && <p className={styles.muted}>{formatDistance(distance)}</p>}
      <p className={`${styles.level} ${styles[`level_${level}`] ?? ''}`}>{LEVEL_LABELS[level]}</p>
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
