'use client';

import { useEffect, useRef } from 'react';

import type { Reservation } from '@/lib/platform/api/contracts/reservations';

import { reservationHref, reservedUntilText } from '../utils/reservation-format';

import styles from './reservation.module.css';

type ReservationDoneProps = {
  reservation: Reservation;
  /** A guest's link carries the access token; a signed-in customer's page needs none. */
  guest: boolean;
};

/** The reservation made: until when it is held, where, and the link to its page. */
export function ReservationDone({ reservation, guest }: ReservationDoneProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // the form that held the focus is gone: the news takes it, so a screen reader reads it
  useEffect(() => headingRef.current?.focus(), []);
  const href = reservationHref(reservation.uuid, guest ? reservation.accessToken : null);
  return (
    <section className={styles.done} aria-labelledby="reservation-done-title">
      <h3 id="reservation-done-title" ref={headingRef} tabIndex={-1}>
        {reservedUntilText(reservation.holdUntil)}
      </h3>
      <p>
        {reservation.shop.name}, {reservation.shop.address}
      </p>
      <p className={styles.muted}>
        {reservation.product.name}
        {reservation.product.size ? `, размер ${reservation.product.size}` : ''}. Оплата в магазине.
      </p>
      <p>
        <a href={href} className={styles.link}>
          Открыть бронь
        </a>
      </p>
    </section>
  );
}
