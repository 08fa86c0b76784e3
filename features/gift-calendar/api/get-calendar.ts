import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import {
  calendarResponseSchema,
  type CalendarResponse,
} from '@/lib/platform/api/contracts/calendar';
import { serverClient } from '@/lib/platform/api/server';

import { moscowDateKey } from '../utils/calendar-dates';

const PATH = '/calendar';

/**
 * Cached per Moscow date (the argument is only the cache key): days open at Moscow midnight, so the
 * key changes exactly when the answer does and a cached calendar never outlives its day. The short
 * revalidation picks up editors' changes during the day.
 */
const fetchCalendar = cachedGetter(
  'calendar',
  'main',
  { tags: ['calendar'], revalidate: 60 },
  async (_moscowDate: string): Promise<CalendarResponse> => {
    const response = await serverClient('main').get(PATH);
    return parseContract(calendarResponseSchema, response.data, PATH);
  },
);

/** The gift calendar (GET /calendar on the main API) as it is at `now`. */
export function getCalendar(now: Date = new Date()): Promise<CalendarResponse> {
  return fetchCalendar(moscowDateKey(now));
}
