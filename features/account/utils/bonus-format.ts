import { formatMoscowDate } from '@/lib/shop/format/moscow-time';
import { pluralRu } from '@/lib/shop/format/plural';

const number = new Intl.NumberFormat('ru-RU', { maximumFractionDigits: 2 });

/** Spec 9: positive amounts carry «+»; spent ones the minus sign. «+500», «−300». */
export function formatBonusAmount(amount: number): string {
  if (amount > 0) return `+${number.format(amount)}`;
  if (amount < 0) return `−${number.format(Math.abs(amount))}`;
  return '0';
}

/** «Сгорят 14.05.2027» (spec 9), the expiry in Moscow time. */
export function formatBonusExpiry(dateEnd: string): string {
  return `Сгорят ${formatMoscowDate(new Date(dateEnd))}`;
}

/** «1 250 бонусов». */
export function formatBonusBalance(amount: number): string {
  const forms = { one: 'бонус', few: 'бонуса', many: 'бонусов' };
  return `${number.format(amount)} ${pluralRu(amount, forms)}`;
}
