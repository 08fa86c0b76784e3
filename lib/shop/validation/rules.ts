import { BIRTH_YEAR_MIN } from '@/lib/shop/constants';

/**
 * The patterns of spec section 5. Pure functions so forms (zod schemas), the reference API and
 * tests share one definition.
 */
export const EMAIL_RE =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}\.[0-9]{1,3}])|(([a-z0-9-]+\.)+[a-z]{2,}))$/i;
export const PHONE_RE = /^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/;
export const NAME_SURNAME_RE = /^[a-zA-Zа-яА-ЯёЁ' -]+$/;
export const FIO_RE = /^[а-яА-ЯёЁ]+(?:[ -]+[а-яА-ЯёЁ]+)+$/;
export const ONLY_RU_AND_DASH_RE = /^[а-яА-ЯёЁ-]*$/;
export const BANK_NAME_RE = /^[a-zA-Zа-яА-ЯёЁ0-9][a-zA-Zа-яА-ЯёЁ0-9\s."'«»()\-,&]{1,99}$/;
export const REFUND_ADDRESS_RE = /^[а-яА-ЯёЁ0-9.,\-/№#()][а-яА-ЯёЁ0-9\s.,\-/№#()]*$/;

/** Empty check of spec 5: null, undefined or zero length. */
export function isEmpty(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string' || Array.isArray(value)) return value.length === 0;
  return false;
}

export function isEmail(value: string): boolean {
  return EMAIL_RE.test(value);
}

/** Valid only if the masked phone matches +7 (###) ###-##-## exactly. */
export function isMaskedPhone(value: string): boolean {
  return PHONE_RE.test(value);
}

/** Digits of a masked phone without the country code: '+7 (912) 345-67-89' → '9123456789'. */
export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').replace(/^[78](?=\d{10}$)/, '');
}

/**
 * Date of birth of spec 5: day, month and year separated by dot, dash or comma; a real date from
 * 1900-01-01 up to today (inclusive). Returns the date or null.
 */
export function parseBirthDate(value: string, today: Date = new Date()): Date | null {
  const match = /^(\d{1,2})[.,-](\d{1,2})[.,-](\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real || year < BIRTH_YEAR_MIN) return null;
  const todayUtc = Date.UTC(today.getFullYear(), today.getMonth(), today.getDate());
  return date.getTime() <= todayUtc ? date : null;
}
