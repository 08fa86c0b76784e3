import { Hono, type Context, type MiddlewareHandler } from 'hono';

import type { Product } from '../../../lib/platform/api/contracts/catalog';
import { HEADER_TOKEN } from '../../../lib/platform/api/contracts/common';
import {
  WISHLIST_LIMIT_CODE,
  WISHLIST_LIMIT_MESSAGE,
  wishlistListRequestSchema,
} from '../../../lib/platform/api/contracts/wishlist';
import type { AccountConfig } from '../core/options';
import { bearerOf, optionalAccess, requireAccess } from '../core/tokens';
import { ApiError, notFound } from '../http/errors';
import { parseWith, readJson } from '../http/validate';

import type { CatalogContext } from './context';
import { createWishlist } from './wishlist';

type Listed = { id: string; isFavorite: boolean };
type ListBody = {
  product?: Listed;
  products?: { items?: Listed[] };
  items?: Listed[];
};

/**
 * Sets `isFavorite` on the products of a catalogue answer for a signed-in caller. The catalogue
 * builds answers that are the same for everybody; this pass adds the caller's part afterwards,
 * and guests (no token header) skip it entirely, so their lists cost nothing extra.
 */
export function favouriteMarks(ctx: CatalogContext, config: AccountConfig): MiddlewareHandler {
  const wishlist = createWishlist(ctx.db);
  return async (c, next) => {
    await next();
    if (!c.req.header(HEADER_TOKEN) && !bearerOf(c)) return;
    if (c.req.path.includes('/wishlist')) return; // marked by the wishlist routes themselves
    if (c.res.status !== 200 || !c.res.headers.get('content-type')?.includes('json')) return;
    const customer = optionalAccess(ctx.db, c, config.now());
    if (!customer) return;
    const body = (await c.res.clone().json()) as ListBody;
    const products = [
      ...(body.product ? [body.product] : []),
      ...(body.products?.items ?? []),
      ...(body.items ?? []),
    ].filter((item) => typeof item?.id === 'string' && 'isFavorite' in item);
    if (products.length === 0) return;
    const favourites = wishlist.favouriteIds(
      customer.id,
      products.map((item) => item.id),
    );
    for (const item of products) item.isFavorite = favourites.has(item.id);
    c.res = new Response(JSON.stringify(body), c.res);
  };
}

/** Favourites (spec 7 «Wishlist»): the access token is required; at most `wishlistLimit`. */
export function wishlistRoutes(ctx: CatalogContext, config: AccountConfig): Hono {
  const app = new Hono();
  const wishlist = createWishlist(ctx.db);
  const me = (c: Context) => requireAccess(ctx.db, c, config.now());
  const seqOf = (id: string): number => {
    const row = ctx.db
      .prepare<[string], { seq: number }>('SELECT seq FROM products WHERE id = ?')
      .get(id);
    if (!row) throw notFound('Товар не найден', 'product_not_found');
    return row.seq;
  };

  app.post('/product/wishlist/short', (c) => {
    const customer = me(c);
    const ids = wishlist.ids(customer.id);
    return c.json({ ids, count: ids.length });
  });

  app.post('/product/wishlist/:id', (c) => {
    const customer = me(c);
    const productId = c.req.param('id');
    if (!wishlist.add(customer.id, seqOf(productId), config.wishlistLimit, config.now())) {
      throw new ApiError(
        422,
        WISHLIST_LIMIT_MESSAGE,
        { id: [WISHLIST_LIMIT_MESSAGE] },
        WISHLIST_LIMIT_CODE,
      );
    }
    return c.json({ productId, isFavorite: true, count: wishlist.count(customer.id) });
  });

  app.delete('/product/wishlist/:id', (c) => {
    const customer = me(c);
    const productId = c.req.param('id');
    wishlist.remove(customer.id, seqOf(productId));
    return c.json({ productId, isFavorite: false, count: wishlist.count(customer.id) });
  });

  app.delete('/product/wishlist', (c) => {
    wishlist.clear(me(c).id);
    return c.json({ count: 0 });
  });

  app.post('/product/list/wishlist', async (c) => {
    const customer = me(c);
    const body = parseWith(wishlistListRequestSchema, await readJson(c));
    const total = wishlist.count(customer.id);
    const items: Product[] = ctx.reader
      .bySeqs(wishlist.page(customer.id, body.skip, body.limit))
      .map((product) => ({ ...product, isFavorite: true }));
    return c.json({
      products: { items, total },
      pagination: {
        total,
        per_page: body.limit,
        page: Math.floor(body.skip / body.limit) + 1,
        last_page: Math.max(1, Math.ceil(total / body.limit)),
      },
    });
  });

  return app;
}
