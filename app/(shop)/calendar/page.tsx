import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { getCalendar } from '@/features/gift-calendar/api/get-calendar';
import { CalendarGrid } from '@/features/gift-calendar/components/calendar-grid';
import { CalendarUnavailable } from '@/features/gift-calendar/components/calendar-unavailable';
import type { CalendarResponse } from '@/lib/platform/api/contracts/calendar';

export const metadata = staticMetadata('/calendar/');

/**
 * The gift calendar (spec 1). Rendered on every request (the root layout is dynamic) and its data
 * cached per Moscow date, so a new day opens at Moscow midnight without a deploy or a stale page.
 */
export default async function CalendarPage() {
  const now = new Date();
  let calendar: CalendarResponse | null = null;
  try {
    calendar = await getCalendar(now);
  } catch {
    // the heading stays; the grid says it could not be loaded
  }
  return (
    <StaticPage path="/calendar/">
      {calendar ? <CalendarGrid calendar={calendar} now={now} /> : <CalendarUnavailable />}
    </StaticPage>
  );
}
