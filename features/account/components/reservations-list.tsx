'use client';

import { formatMoscowDate } from '@/lib/shop/format/moscow-time';

import { useAccountReservations } from '../api/get-reservations';

import styles from './account.module.css';

/** dd.MM.yyyy HH:mm in Moscow time. */
const moscowTime = (iso: string) =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));

/**
 * The customer's active reservations above the orders in «Мои заказы», each marked «Бронь» and
 * linking to its page. Nothing while they load or when the list cannot be read: the orders are
 * the page's subject, and each reservation has its own page.
 */
export function ReservationsList() {
  const reservations = useAccountReservations();
  const active = reservations.data?.items.filter((item) => item.status === 'active') ?? [];
  if (active.length === 0) return null;
  return (
    <ul className={styles.list} aria-label="Брони">
      {active.map((reservation) => (
        <li key={reservation.uuid}>
          <article className={styles.card} aria-labelledby={`reservation-${reservation.uuid}`}>
            <div className={styles.cardHead}>
              <h2 id={`reservation-${reservation.uuid}`} className={styles.cardTitle}>
                <a href={`/reservation/${encodeURIComponent(reservation.uuid)}/`}>
                  {reservation.product.name}
                  {reservation.product.size ? `, размер ${reservation.product.size}` : ''}
                </a>
              </h2>
              <span className={styles.status}>Бронь</span>
            </div>
            <p className={styles.muted}>
              {reservation.shop.name}, {reservation.shop.address}. Забронировано до{' '}
              {formatMoscowDate(new Date(reservation.holdUntil))}{' '}
              {moscowTime(reservation.holdUntil)}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}
