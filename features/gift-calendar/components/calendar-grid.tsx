import type { CalendarResponse } from '@/lib/platform/api/contracts/calendar';

import { moscowDateKey } from '../utils/calendar-dates';

import styles from './calendar-grid.module.css';
import { DayTile } from './day-tile';

type CalendarGridProps = { calendar: CalendarResponse; now: Date };

/** The calendar's days as tiles; today (in Moscow) is highlighted. */
export function CalendarGrid({ calendar, now }: CalendarGridProps) {
  const today = moscowDateKey(now);
  if (calendar.days.length === 0) return <p>Календарь скоро откроется.</p>;
  return (
    <ol className={styles.grid} aria-label={calendar.title}>
      {calendar.days.map((day) => (
        <DayTile key={day.date} day={day} isToday={day.date === today} />
      ))}
    </ol>
  );
}
