let intlRub: Intl.NumberFormat | undefined;

/**
 * «12 990 ₽»: roubles without kopecks, as Intl's ru-RU currency format writes them (no-break spaces
 * as group separators and before «₽», so a price never wraps); -0 shows as «0 ₽».
 */
export function formatRub(amount: number): string {
  intlRub ??= new Intl.NumberFormat('ru-RU', {
    style: 'currency',
    currency: 'RUB',
    maximumFractionDigits: 0,
  });
  return intlRub.format(Math.round(amount) + 0);
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
