'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';

import type { AnalyticsItem } from '@/lib/shop/analytics/items';

import {
  STOCK_TITLE,
  countFor,
  stockButtonText,
  stockCounts,
  type StockCounts,
} from '../utils/shop-stock';

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

type ShopStockButtonProps = StockPiece & {
  /** The counts of the stock the server read (a kept page's age at most); null: it could not. */
  drawn: StockCounts | null;
  className?: string;
};

/**
 * «Наличие в магазинах: 5»: how many shops have the chosen size (any size before one is chosen),
 * as the server read the stock for the page — in its HTML, the same for everyone, also for a
 * product sold out online: the shops may still hold it, and the dialog lets the shopper choose
 * among their sizes. The press opens the list of shops and the reservation form, which read the
 * stock live (the count follows that answer); nothing is read before it, so a product view loads
 * no request code (docs/performance.md). Unread on the server: the bare label.
 */
export function ShopStockButton({ className, drawn, ...piece }: ShopStockButtonProps) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  const { state, reload } = useProductStock(piece.slug, opened);
  const counts = state.status === 'ready' ? stockCounts(state.shops) : drawn;
  const text = counts ? stockButtonText(countFor(counts, piece.offerId)) : STOCK_TITLE;
  return (
    <>
      <button
        type="button"
        className={[styles.stockButton, className].filter(Boolean).join(' ')}
        aria-haspopup="dialog"
        aria-busy={(opened && state.status === 'loading') || undefined}
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
