import type { CalendarDay } from '@/lib/platform/api/contracts/calendar';

import { dayOfMonth, formatDayMonth, formatWeekday } from '../utils/calendar-dates';

import styles from './calendar-grid.module.css';
import { CopyPromoButton } from './copy-promo-button';

type DayTileProps = { day: CalendarDay; isToday: boolean };

/** One day of the calendar: its offer when open, when it opens when locked. */
export function DayTile({ day, isToday }: DayTileProps) {
  const classes = [styles.tile, day.is_open ? styles.open : styles.locked, isToday && styles.today];
  return (
    <li className={classes.filter(Boolean).join(' ')} aria-current={isToday ? 'date' : undefined}>
      <p className={styles.date}>
        <span className={styles.number} aria-hidden="true">
          {dayOfMonth(day.date)}
        </span>
        <span className="visually-hidden">{formatDayMonth(day.date)}</span>
        <span className={styles.weekday}>{isToday ? 'Сегодня' : formatWeekday(day.date)}</span>
      </p>
      {day.is_open && day.offer ? (
        <div className={styles.offer}>
          <h2 className={styles.title}>{day.offer.title}</h2>
          <p className={styles.text}>{day.offer.text}</p>
          {day.offer.promo_code && (
            <p className={styles.promo}>
              <span>
                Промокод: <code className={styles.code}>{day.offer.promo_code}</code>
              </span>
              <CopyPromoButton code={day.offer.promo_code} />
            </p>
          )}
          {day.offer.href && (
            <a href={day.offer.href} className={styles.more}>
              Воспользоваться
            </a>
          )}
        </div>
      ) : (
        <p className={styles.lock}>Откроется {formatDayMonth(day.date)}</p>
      )}
    </li>
  );
}
