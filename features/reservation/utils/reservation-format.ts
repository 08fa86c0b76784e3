import { RESERVATION_TOKEN_PARAM } from '@/lib/platform/api/contracts/reservations';
import { MOSCOW_TZ } from '@/lib/shop/format/moscow-time';

const DATE_TIME = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TZ,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** dd.MM.yyyy HH:mm in Moscow time, whatever the shopper's time zone. */
export function formatMoscowDateTime(iso: string): string {
  const parts = DATE_TIME.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return `${part('day')}.${part('month')}.${part('year')} ${part('hour')}:${part('minute')}`;
}

/** «Забронировано до 12.03.2026 18:30». */
export const reservedUntilText = (holdUntil: string) =>
  `Забронировано до ${formatMoscowDateTime(holdUntil)}`;

/**
 * The reservation's page. A guest's access token rides only in this link (`?token=`), never in
 * storage; a signed-in customer's page is read with their session, so their link carries none.
 */
export function reservationHref(uuid: string, token: string | null = null): string {
  const path = `/reservation/${encodeURIComponent(uuid)}/`;
  return token ? `${path}?${RESERVATION_TOKEN_PARAM}=${encodeURIComponent(token)}` : path;
}
