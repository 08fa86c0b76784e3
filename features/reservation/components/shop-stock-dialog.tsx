'use client';

import { useRef, useState, type ReactNode } from 'react';

import { SizePicker } from '@/components/product/size-picker';
import { Button } from '@/components/ui/button';
import linkStyles from '@/components/ui/link-button.module.css';
import { Modal } from '@/components/ui/modal';
import type { Reservation } from '@/lib/platform/api/contracts/reservations';
import type { ShopStock } from '@/lib/platform/api/contracts/stock';
import { trackReserveInStore } from '@/lib/shop/analytics/events';
import { useSessionStore } from '@/stores/session-store';

import { STOCK_TITLE, offerToReserve, reservedItem, sizeOf, stockSizes } from '../utils/shop-stock';

import { ReservationDone } from './reservation-done';
import { ReservationForm } from './reservation-form';
import styles from './reservation.module.css';
import type { StockPiece } from './shop-stock-button';
import { ShopStockList } from './shop-stock-list';
import type { StockState } from './use-product-stock';

export const STOCK_FAILED = 'Не удалось загрузить наличие в магазинах';
export const CHOOSE_SIZE_FIRST = 'Чтобы забронировать, выберите размер';
export const CHOOSE_SIZE = 'Выберите размер';

type ShopStockDialogProps = {
  open: boolean;
  onClose: () => void;
  stock: StockState;
  onReload: () => void;
  piece: Omit<StockPiece, 'slug'>;
};

type View =
  | { kind: 'list' }
  | { kind: 'form'; stock: ShopStock; offerId: string }
  | { kind: 'done'; reservation: Reservation };

/**
 * The size the dialog reserves: the page's until the shopper picks one here (any size a shop
 * holds, on sale online or not); a new size chosen on the page wins again. The page's own
 * picker is left alone: it offers only what is on sale online.
 */
function useDialogSize(pageOfferId: string | null) {
  const [offerId, setOfferId] = useState(pageOfferId);
  const [error, setError] = useState<string | null>(null);
  const [page, setPage] = useState(pageOfferId);
  if (page !== pageOfferId) {
    setPage(pageOfferId);
    setOfferId(pageOfferId);
    setError(null);
  }
  const groupRef = useRef<HTMLDivElement>(null);
  return {
    offerId,
    error,
    groupRef,
    choose: (id: string) => {
      setOfferId(id);
      setError(null);
    },
    askForSize: () => {
      setError(CHOOSE_SIZE);
      groupRef.current?.focus();
    },
  };
}

/**
 * «Наличие в магазинах»: the sizes the shops hold (for a product with sizes), the shops' list
 * (with their map above it when Yandex Maps is configured), then the reservation form of one,
 * then its result. The modal keeps the focus inside.
 */
export function ShopStockDialog({ open, onClose, stock, onReload, piece }: ShopStockDialogProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const size = useDialogSize(piece.offerId);
  const guest = useSessionStore((s) => !s.loggedIn);
  const close = () => {
    onClose();
    if (view.kind === 'done') setView({ kind: 'list' });
  };
  const onReserve = (chosen: ShopStock) => {
    const offerId = offerToReserve(chosen, size.offerId, piece.sized);
    if (offerId === null) size.askForSize();
    else setView({ kind: 'form', stock: chosen, offerId });
  };
  const onReserved = (reservation: Reservation) => {
    setView({ kind: 'done', reservation });
    const item = piece.analyticsItem && reservedItem(piece.analyticsItem, reservation.product);
    if (item) trackReserveInStore(item, reservation.shop.id);
    onReload();
  };
  return (
    <Modal
      open={open}
      onClose={close}
      title={STOCK_TITLE}
      size="medium"
      subtitle={sizeNote(piece, stock, size.offerId)}
    >
      {view.kind === 'done' && <ReservationDone reservation={view.reservation} guest={guest} />}
      {view.kind === 'form' && (
        <div className={styles.form}>
          <button
            type="button"
            className={`${linkStyles.linkButton} ${styles.back}`}
            onClick={() => setView({ kind: 'list' })}
          >
            Назад к списку
          </button>
          <h3 className={styles.shopName}>{view.stock.shop.name}</h3>
          <p className={styles.muted}>{view.stock.shop.address}</p>
          <ReservationForm
            shop={view.stock.shop}
            productUuid={piece.productUuid}
            offerId={view.offerId}
            onReserved={onReserved}
            onStockChanged={onReload}
          />
        </div>
      )}
      {view.kind === 'list' && (
        <StockBody stock={stock} onReload={onReload}>
          {(shops) => (
            <>
              {piece.sized && shops.length > 0 && (
                <SizePicker
                  ref={size.groupRef}
                  className={styles.sizes}
                  offers={stockSizes(shops, size.offerId).map(({ offerUuid, size: shown }) => ({
                    id: offerUuid,
                    size: shown,
                  }))}
                  value={size.offerId}
                  onChange={size.choose}
                  error={size.error}
                />
              )}
              <ShopStockList
                shops={shops}
                offerId={size.offerId}
                sized={piece.sized}
                onReserve={onReserve}
              />
            </>
          )}
        </StockBody>
      )}
    </Modal>
  );
}

/** «Размер 17» for the size the dialog reserves; before one is chosen, that one is needed. */
function sizeNote(
  piece: ShopStockDialogProps['piece'],
  stock: StockState,
  offerId: string | null,
): string | undefined {
  if (!piece.sized) return undefined;
  const size =
    offerId === null
      ? null
      : ((stock.status === 'ready' ? sizeOf(stock.shops, offerId) : null) ??
        (offerId === piece.offerId ? piece.size : null));
  return size ? `Размер ${size}` : CHOOSE_SIZE_FIRST;
}

type StockBodyProps = {
  stock: StockState;
  onReload: () => void;
  children: (shops: ShopStock[]) => ReactNode;
};

/** The sizes and the list once the stock is read; till then «Загрузка…», or the failure. */
function StockBody({ stock, onReload, children }: StockBodyProps) {
  if (stock.status === 'loading') {
    return (
      <p role="status" className={styles.muted}>
        Загрузка…
      </p>
    );
  }
  if (stock.status === 'failed') {
    return (
      <div role="alert" className={styles.toolbar}>
        <p className={styles.failure}>{STOCK_FAILED}</p>
        <Button variant="secondary" onClick={onReload}>
          Повторить
        </Button>
      </div>
    );
  }
  return children(stock.shops);
}
