const rub = new Intl.NumberFormat('ru-RU', {
  style: 'currency',
  currency: 'RUB',
  maximumFractionDigits: 0,
});

/** «12 990 ₽». Intl uses narrow no-break spaces; they are kept so a price never wraps. */
export function formatRub(amount: number): string {
  return rub.format(Math.round(amount));
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
