import { z } from 'zod';

import { shopSchema } from './shops';

/**
 * Stock per shop (GET /catalog/product/{slug-or-sku}/stock): what each shop holds of a product,
 * per offer (size), less what active reservations hold. The store shows the level as
 * «В наличии» / «Мало» / «Нет».
 */
export const STOCK_LEVELS = ['in_stock', 'few', 'none'] as const;
export const stockLevelSchema = z.enum(STOCK_LEVELS);
export type StockLevel = z.infer<typeof stockLevelSchema>;

/** From this many pieces available a size is «В наличии»; 1 up to it «Мало»; 0 «Нет». */
export const STOCK_IN_STOCK_FROM = 3;

/** The level of a quantity available for reservation. */
export function stockLevel(available: number): StockLevel {
  if (available >= STOCK_IN_STOCK_FROM) return 'in_stock';
  return available > 0 ? 'few' : 'none';
}

/** One offer (size) of the product in one shop; `size` null for a product without sizes. */
export const shopOfferStockSchema = z.object({
  offerUuid: z.string(),
  size: z.string().nullable(),
  /** Pieces in the shop less those active reservations hold. */
  available: z.number().int().min(0),
  level: stockLevelSchema,
});
export type ShopOfferStock = z.infer<typeof shopOfferStockSchema>;

/** A shop that carries the product: the shop as GET /main/shop gives it, and every offer's stock. */
export const shopStockSchema = z.object({
  shop: shopSchema,
  /** Every offer of the product, in the product's order (0 where this shop has none of it). */
  offers: z.array(shopOfferStockSchema),
  /** Σ available over the offers. */
  available: z.number().int().min(0),
  /** The level of `available`. */
  level: stockLevelSchema,
});
export type ShopStock = z.infer<typeof shopStockSchema>;

/**
 * The shops that carry the product (those with none of it are left out, so a product in no shop
 * has an empty list), in the order of GET /main/shop.
 */
export const productStockResponseSchema = z.object({
  productUuid: z.string(),
  slug: z.string(),
  sku: z.string(),
  shops: z.array(shopStockSchema),
});
export type ProductStockResponse = z.infer<typeof productStockResponseSchema>;
