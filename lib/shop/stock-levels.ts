import type { StockLevel } from '@/lib/platform/api/contracts/stock';

/** How the store names a shop's stock level, in the stock dialog and in the product's Markdown view. */
export const STOCK_LEVEL_LABELS: Readonly<Record<StockLevel, string>> = {
  in_stock: 'В наличии',
  few: 'Мало',
  none: 'Нет',
};
