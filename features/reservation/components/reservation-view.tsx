'use client';

import { useEffect, useState } from 'react';

import { NotFoundContent } from '@/components/layout/not-found-content';
import { Button } from '@/components/ui/button';
import {
  RESERVATION_TOKEN_PARAM,
  type Reservation,
  type ReservationStatus,
} from '@/lib/platform/api/contracts/reservations';
import { isApiError } from '@/lib/platform/api/errors';
import { formatRub } from '@/lib/shop/format/money';

import { cancelReservation, requestReservation } from '../api/request-reservation';
import { formatMoscowDateTime, reservedUntilText } from '../utils/reservation-format';

import styles from './reservation.module.css';

export const STATUS_LABELS: Readonly<Record<ReservationStatus, string>> = {
  active: 'Бронь действует',
  cancelled: 'Бронь отменена',
  expired: 'Срок брони истёк',
};
export const RESERVATION_FAILED = 'Не удалось загрузить бронь. Попробуйте обновить страницу.';
export const CANCEL_FAILED = 'Не удалось отменить бронь. Попробуйте ещё раз.';
export const CANCEL_CONFIRM = 'Отменить бронь? Изделие вернётся в продажу.';

type Read =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'ok'; reservation: Reservation; token: string | null };

/** A guest's access token, from this page's own address (read in the browser only). */
const tokenInAddress = () =>
  new URLSearchParams(window.location.search).get(RESERVATION_TOKEN_PARAM)?.trim() || null;

function useReservation(uuid: string) {
  const [read, setRead] = useState<Read>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    const token = tokenInAddress();
    requestReservation(uuid, token).then(
      (reservation) => live && setRead({ state: 'ok', reservation, token }),
      (error: unknown) =>
        live &&
        setRead({ state: isApiError(error) && error.status === 404 ? 'missing' : 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [uuid]);
  return { read, setRead };
}

type ReservationViewProps = { uuid: string };

/**
 * The reservation's page, read in the browser (it names a customer; the server renders nothing of
 * it): status, shop, piece, until when it is held, and «Отменить бронь» while active. Unknown or
 * somebody else's: the not-found view.
 */
export function ReservationView({ uuid }: ReservationViewProps) {
  const { read, setRead } = useReservation(uuid);
  if (read.state === 'missing') return <NotFoundContent />;
  return (
    <section className={styles.page} aria-labelledby="reservation-title">
      <h1 id="reservation-title">Бронь в магазине</h1>
      {read.state === 'loading' && (
        <p role="status" className={styles.muted}>
          Загрузка…
        </p>
      )}
      {read.state === 'failed' && (
        <p role="alert" className={styles.failure}>
          {RESERVATION_FAILED}
        </p>
      )}
      {read.state === 'ok' && (
        <ReservationDetails
          reservation={read.reservation}
          token={read.token}
          onChange={(reservation) => setRead({ state: 'ok', reservation, token: read.token })}
        />
      )}
    </section>
  );
}

type DetailsProps = {
  reservation: Reservation;
  token: string | null;
  onChange: (reservation: Reservation) => void;
};

function ReservationDetails({ reservation, token, onChange }: DetailsProps) {
  const { shop, product } = reservation;
  return (
    <div className={styles.done}>
      <p className={styles.level}>{STATUS_LABELS[reservation.status]}</p>
      {reservation.status === 'active' && <p>{reservedUntilText(reservation.holdUntil)}</p>}
      {reservation.status === 'active' && (
        <p className={styles.muted}>
          Изделие будет готово к примерке с {formatMoscowDateTime(reservation.readyAt)}
        </p>
      )}
      <h2 className={styles.shopName}>{shop.name}</h2>
      <p>{shop.address}</p>
      <p>
        <a href={`/product/${encodeURIComponent(product.slug)}/`} className={styles.link}>
          {product.name}
        </a>
        {product.size ? `, размер ${product.size}` : ''} — {formatRub(product.price)}, оплата в
        магазине
      </p>
      {reservation.status === 'active' && (
        <CancelButton uuid={reservation.uuid} token={token} onCancelled={onChange} />
      )}
    </div>
  );
}

type CancelButtonProps = {
  uuid: string;
  token: string | null;
  onCancelled: (reservation: Reservation) => void;
};

function CancelButton({ uuid, token, onCancelled }: CancelButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const cancel = async () => {
    if (busy || !window.confirm(CANCEL_CONFIRM)) return;
    setBusy(true);
    setFailed(false);
    try {
      onCancelled(await cancelReservation(uuid, token));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.shopActions}>
      <Button
        variant="secondary"
        onClick={() => void cancel()}
        disabled={busy}
        aria-busy={busy || undefined}
      >
        Отменить бронь
      </Button>
      {failed && (
        <p role="alert" className={styles.failure}>
          {CANCEL_FAILED}
        </p>
      )}
    </div>
  );
}
