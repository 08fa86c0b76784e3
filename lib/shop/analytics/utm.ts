import { UTM_VALUE_MAX } from '@/lib/platform/api/contracts/order';
import { readCookie } from '@/lib/platform/browser-session';

/**
 * The campaign a shopper came from (spec 9: «utm cookies 30 days»). A landing whose address has
 * `utm_*` parameters replaces the kept set — the last campaign click wins, as in GA4 and Metrica —
 * and a visit without them keeps it. The proxy writes the cookies on the page answer (no script
 * needed, cached pages stay shared); the checkouts attach what is kept to the order.
 */
export const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;
export type UtmField = (typeof UTM_FIELDS)[number];
export type Utm = Partial<Record<UtmField, string>>;

export const UTM_MAX_AGE_S = 30 * 24 * 60 * 60;

const cookieName = (field: UtmField) => `utm_${field}`;

function clean(value: string | null | undefined): string | undefined {
  const text = value?.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text ? text.slice(0, UTM_VALUE_MAX) : undefined;
}

/** The cleaned UTM fields `read` finds by their parameter or cookie name; undefined if none. */
function pickUtm(read: (name: string) => string | null | undefined): Utm | undefined {
  const utm: Utm = {};
  for (const field of UTM_FIELDS) {
    const value = clean(read(cookieName(field)));
    if (value) utm[field] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** The UTM of a landing address, or null when it names no campaign. */
export function utmFromSearch(params: URLSearchParams): Utm | null {
  return pickUtm((name) => params.get(name)) ?? null;
}

/** `Set-Cookie` values for a landing's UTM: its fields for 30 days, the fields it lacks removed. */
export function utmSetCookies(utm: Utm, secure: boolean): string[] {
  const tail = `; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
  return UTM_FIELDS.map((field) => {
    const value = utm[field];
    return value
      ? `${cookieName(field)}=${encodeURIComponent(value)}; Max-Age=${UTM_MAX_AGE_S}${tail}`
      : `${cookieName(field)}=; Max-Age=0${tail}`;
  });
}

/** The kept UTM in the browser; undefined when there is none (or on the server). */
export function readUtm(): Utm | undefined {
  return pickUtm(readCookie);
}
