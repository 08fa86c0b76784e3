'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { AnalyticsItem } from '@/lib/shop/analytics/items';

import { STOCK_TITLE, shopsWithStock, stockButtonText } from '../utils/shop-stock';

import styles from './reservation.module.css';
import { useProductStock } from './use-product-stock';

// the dialog, its form and their request code load with the first press (docs/performance.md)
const ShopStockDialog = dynamic(
  () => import('./shop-stock-dialog').then((module) => module.ShopStockDialog),
  { ssr: false },
);

/**
 * The piece the dialog shows and reserves: the product, and the size chosen on the page (the
 * dialog may reserve another size a shop holds, sold out online or not).
 */
export type StockPiece = {
  slug: string;
  productUuid: string;
  /** The chosen offer (size); for a product without sizes its one offer; null: none chosen. */
  offerId: string | null;
  /** The chosen size as the page shows it (null: none chosen, or no sizes). */
  size: string | null;
  sized: boolean;
  /** The product as analytics reports it (`productItem`); the reserved piece narrows it. */
  analyticsItem: AnalyticsItem | null;
};

type ShopStockButtonProps = StockPiece & { className?: string };

/**
 * «Наличие в магазинах: 5»: how many shops have the chosen size (any size before one is chosen),
 * read after the page has loaded; the press opens the list of shops and the reservation form.
 * The server renders the bare label, the same for everyone, also for a product sold out online:
 * the shops may still hold it, and the dialog lets the shopper choose among their sizes.
 */
export function ShopStockButton({ className, ...piece }: ShopStockButtonProps) {
  const { state, reload } = useProductStock(piece.slug);
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const text =
    state.status === 'ready'
      ? stockButtonText(shopsWithStock(state.shops, piece.offerId))
      : STOCK_TITLE;
  return (
    <>
      <button
        type="button"
        className={[styles.stockButton, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-busy={state.status === 'loading' || undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        {text}
      </button>
      {opened && (
        <ShopStockDialog
          open={open}
          onClose={() => setOpen(false)}
          stock={state}
          onReload={reload}
          piece={piece}
        />
      )}
    </>
  );
}
