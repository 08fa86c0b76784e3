import { MOSCOW_TZ } from '@/lib/shop/format/moscow-time';

export type CountdownParts = {
  ended: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
};

/** What is left until `endsAt` (an ISO instant) at `now` (ms); all zero and ended once it passed. */
export function countdownParts(endsAt: string, now: number): CountdownParts {
  const left = Math.max(0, Date.parse(endsAt) - now);
  const total = Math.floor(left / 1000);
  return {
    ended: left <= 0,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** «3 дн. 04:05:06», or «04:05:06» on the last day. */
export function formatCountdown(parts: CountdownParts): string {
  const clock = `${pad(parts.hours)}:${pad(parts.minutes)}:${pad(parts.seconds)}`;
  return parts.days > 0 ? `${parts.days} дн. ${clock}` : clock;
}

const endFormat = new Intl.DateTimeFormat('ru-RU', {
  timeZone: MOSCOW_TZ,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** «11 ноября 2024 г. в 23:59 (МСК)»: the end of a promotion in Moscow time. */
export function formatMoscowEnd(endsAt: string): string {
  return `${endFormat.format(new Date(endsAt))} (МСК)`;
}
