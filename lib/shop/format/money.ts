/** No-break space: Intl's ru-RU group separator and the space before «₽», so a price never wraps. */
const NBSP = '\u00a0';

let intlRub: Intl.NumberFormat | undefined;

/**
 * «12 990 ₽», the same string as `Intl.NumberFormat('ru-RU', { style: 'currency', currency: 'RUB',
 * maximumFractionDigits: 0 })` gives (the unit test compares the two), built by hand because
 * constructing that formatter loads the browser's ru-RU number data: 36–82 ms on the main thread of
 * this machine's Chromium, in the hydration task of every page with a price (docs/adr/0008). Intl is kept
 * for what a price never is (beyond a safe integer, not a number); -0 shows as «0 ₽».
 */
export function formatRub(amount: number): string {
  // `+ 0` turns -0 into 0 and leaves NaN as it is (Intl then formats it, as before)
  const rounded = Math.round(amount) + 0;
  if (!Number.isSafeInteger(rounded)) {
    intlRub ??= new Intl.NumberFormat('ru-RU', {
      style: 'currency',
      currency: 'RUB',
      maximumFractionDigits: 0,
    });
    return intlRub.format(rounded);
  }
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, NBSP);
  return `${rounded < 0 ? '-' : ''}${digits}${NBSP}₽`;
}

/**
 * Discount percent of spec 5: round(100 * (1 - current / old)); null when there is no old price
 * or the result is 0 (then no badge is shown).
 */
export function discountPercent(current: number, old: number | null | undefined): number | null {
  if (!old || old <= 0 || current >= old) return null;
  const percent = Math.round(100 * (1 - current / old));
  return percent === 0 ? null : percent;
}
