'use client';

import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { Reservation } from '@/lib/platform/api/contracts/reservations';
import type { ShopStock } from '@/lib/platform/api/contracts/stock';
import { trackReserveInStore } from '@/lib/shop/analytics/events';
import { useSessionStore } from '@/stores/session-store';

import { STOCK_TITLE } from '../utils/shop-stock';

import { ReservationDone } from './reservation-done';
import { ReservationForm } from './reservation-form';
import styles from './reservation.module.css';
import type { StockPiece } from './shop-stock-button';
import { ShopStockList } from './shop-stock-list';
import type { StockState } from './use-product-stock';

export const STOCK_FAILED = 'Не удалось загрузить наличие в магазинах';
export const CHOOSE_SIZE_FIRST = 'Чтобы забронировать, выберите размер';

type ShopStockDialogProps = {
  open: boolean;
  onClose: () => void;
  stock: StockState;
  onReload: () => void;
  piece: Omit<StockPiece, 'slug'>;
  onOfferMissing: () => void;
};

type View =
  | { kind: 'list' }
  | { kind: 'form'; stock: ShopStock }
  | { kind: 'done'; reservation: Reservation };

/** «Наличие в магазинах»: the shops' list, then the reservation form of one, then its result. */
export function ShopStockDialog({
  open,
  onClose,
  stock,
  onReload,
  piece,
  onOfferMissing,
}: ShopStockDialogProps) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const guest = useSessionStore((s) => !s.loggedIn);
  const close = () => {
    onClose();
    if (view.kind === 'done') setView({ kind: 'list' });
  };
  const onReserve = (chosen: ShopStock) => {
    if (piece.offerId === null) onOfferMissing();
    else setView({ kind: 'form', stock: chosen });
  };
  const onReserved = (reservation: Reservation) => {
    setView({ kind: 'done', reservation });
    if (piece.analyticsItem) trackReserveInStore(piece.analyticsItem, reservation.shop.id);
    onReload();
  };
  return (
    <Modal open={open} onClose={close} title={STOCK_TITLE} size="medium" subtitle={sizeNote(piece)}>
      {view.kind === 'done' && <ReservationDone reservation={view.reservation} guest={guest} />}
      {view.kind === 'form' && piece.offerId !== null && (
        <div className={styles.form}>
          <button type="button" className={styles.back} onClick={() => setView({ kind: 'list' })}>
            Назад к списку
          </button>
          <h3 className={styles.shopName}>{view.stock.shop.name}</h3>
          <p className={styles.muted}>{view.stock.shop.address}</p>
          <ReservationForm
            shop={view.stock.shop}
            productUuid={piece.productUuid}
            offerId={piece.offerId}
            onReserved={onReserved}
            onStockChanged={onReload}
          />
        </div>
      )}
      {view.kind === 'list' && (
        <StockBody stock={stock} piece={piece} onReload={onReload} onReserve={onReserve} />
      )}
    </Modal>
  );
}

function sizeNote(piece: ShopStockDialogProps['piece']): string | undefined {
  if (!piece.sized) return undefined;
  return piece.size ? `Размер ${piece.size}` : CHOOSE_SIZE_FIRST;
}

type StockBodyProps = {
  stock: StockState;
  piece: ShopStockDialogProps['piece'];
  onReload: () => void;
  onReserve: (stock: ShopStock) => void;
};

function StockBody({ stock, piece, onReload, onReserve }: StockBodyProps) {
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
  return <ShopStockList shops={stock.shops} offerId={piece.offerId} onReserve={onReserve} />;
}
