import { STOCK_IN_STOCK_FROM, type ShopStock } from '@/lib/platform/api/contracts/stock';
import { STOCK_LEVEL_LABELS } from '@/lib/shop/stock-levels';

import { mdSpan } from './markdown-text';

/** What the section says when the stock per shop could not be read: never a silent blank. */
export const SHOPS_UNREADABLE =
  'Не удалось получить наличие в магазинах. Оно есть на странице товара: кнопка «Наличие в магазинах».';

export const NO_SHOPS_HOLD_IT = 'Сейчас изделия нет ни в одном магазине.';

/** Sizes as numbers («16,5» and «16.5» alike); what is not a number goes last. */
const sizeValue = (size: string) => {
  const value = Number.parseFloat(size.replace(',', '.'));
  return Number.isFinite(value) ? value : Number.POSITIVE_INFINITY;
};

/** «**Арбат** — Москва, улица 1, м. Арбатская. Размеры: 17 (В наличии), 18 (Мало)»; null: none there. */
function shopLine({ shop, offers, level }: ShopStock): string | null {
  const held = offers
    .filter((offer) => offer.level !== 'none')
    .sort((a, b) => sizeValue(a.size ?? '') - sizeValue(b.size ?? ''));
  if (held.length === 0) return null;
  const where = [shop.address, ...(shop.metro ? [`м. ${shop.metro.name}`] : [])].map(mdSpan);
  const sized = held.some((offer) => offer.size?.trim());
  const what = sized
    ? `Размеры: ${held
        .map((offer) => `${mdSpan(offer.size ?? '')} (${STOCK_LEVEL_LABELS[offer.level]})`)
        .join(', ')}`
    : STOCK_LEVEL_LABELS[level];
  return `- **${mdSpan(shop.name)}** — ${where.join(', ')}. ${what}`;
}

/**
 * «Наличие в магазинах» of the product's Markdown view: each shop that holds some size now, with
 * its address, metro and the sizes there («В наличии» / «Мало»). `shops` null: the stock could not
 * be read, and the section says so. Only the shops' own data: nothing of a shopper's.
 */
export function shopsSection(shops: readonly ShopStock[] | null): string {
  const heading = '## Наличие в магазинах';
  if (shops === null) return `${heading}\n\n${SHOPS_UNREADABLE}`;
  const lines = shops.map(shopLine).filter((line): line is string => line !== null);
  if (lines.length === 0) return `${heading}\n\n${NO_SHOPS_HOLD_IT}`;
  return [
    heading,
    '',
    `У магазинов свой запас, отдельный от интернет-магазина. «Мало» — меньше ${STOCK_IN_STOCK_FROM} шт. Забронировать и примерить в магазине можно на странице товара: кнопка «Наличие в магазинах».`,
    '',
    ...lines,
  ].join('\n');
}
