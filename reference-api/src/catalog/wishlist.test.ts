// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  productListResponseSchema,
  productResponseSchema,
} from '../../../lib/platform/api/contracts/catalog';
import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';
import {
  wishlistChangeResponseSchema,
  wishlistListResponseSchema,
  wishlistShortResponseSchema,
} from '../../../lib/platform/api/contracts/wishlist';
import { accountsTestApp, signIn } from '../core/test-helpers';
import { DEMO_CUSTOMER } from '../seed/customers';
import { call } from '../testing/seeded-app';

const t = accountsTestApp({ wishlistLimit: 3 });
afterAll(t.cleanup);
const app = t.accountsApp;

const products = t.db
  .prepare<[], { id: string; slug: string }>(
    'SELECT id, slug FROM products ORDER BY popularity DESC LIMIT 5',
  )
  .all();

describe('wishlist', () => {
  it('adds, removes, lists, clears and stops at the limit with code `limit`', async () => {
    const { access_token } = await signIn(app, t.logs, '+7 (944) 000-11-22');
    const as = { token: access_token };
    const add = (id: string) => call(app, 'POST', `/catalog/product/wishlist/${id}`, undefined, as);
    const short = async () =>
      wishlistShortResponseSchema.parse(
        (await call(app, 'POST', '/catalog/product/wishlist/short', undefined, as)).body,
      );

    expect(await short()).toEqual({ ids: [], count: 0 });
    for (const [index, product] of products.slice(0, 3).entries()) {
      const added = wishlistChangeResponseSchema.parse((await add(product.id)).body);
      expect(added).toEqual({ productId: product.id, isFavorite: true, count: index + 1 });
    }
    // adding again is harmless, a fourth is refused
    expect(wishlistChangeResponseSchema.parse((await add(products[0]!.id)).body).count).toBe(3);
    const refused = await add(products[3]!.id);
    expect(refused.status).toBe(422);
    expect(apiErrorBodySchema.parse(refused.body).code).toBe('limit');
    expect((await add('no-such-product')).status).toBe(404);

    const list = wishlistListResponseSchema.parse(
      (await call(app, 'POST', '/catalog/product/list/wishlist', { skip: 0, limit: 2 }, as)).body,
    );
    expect(list.products.total).toBe(3);
    expect(list.pagination).toEqual({ total: 3, page: 1, per_page: 2, last_page: 2 });
    expect(list.products.items).toHaveLength(2);
    expect(list.products.items.every((item) => item.isFavorite)).toBe(true);

    const removed = await call(
      app,
      'DELETE',
      `/catalog/product/wishlist/${products[1]!.id}`,
      undefined,
      as,
    );
    expect(wishlistChangeResponseSchema.parse(removed.body)).toEqual({
      productId: products[1]!.id,
      isFavorite: false,
      count: 2,
    });
    expect((await short()).ids.sort()).toEqual([products[0]!.id, products[2]!.id].sort());

    // detail and lists carry isFavorite for the signed-in caller only
    const detail = (headers: Record<string, string>) =>
      call(app, 'GET', `/catalog/product/${products[0]!.slug}`, undefined, headers);
    expect(productResponseSchema.parse((await detail(as)).body).product.isFavorite).toBe(true);
    expect(productResponseSchema.parse((await detail({})).body).product.isFavorite).toBe(false);
    const listed = productListResponseSchema.parse(
      (
        await call(
          app,
          'POST',
          '/catalog/product/list/by-category/root',
          { sort: [{ field: 'popular', direction: 'desc' }], limit: 5 },
          as,
        )
      ).body,
    );
    const marks = listed.products.items.map((item) => item.isFavorite);
    expect(marks.filter(Boolean)).toHaveLength(2);

    const cleared = await call(app, 'DELETE', '/catalog/product/wishlist', undefined, as);
    expect(cleared.body).toEqual({ count: 0 });
    expect((await short()).count).toBe(0);
  });

  it('needs the access token', async () => {
    expect((await call(app, 'POST', '/catalog/product/wishlist/short')).status).toBe(401);
    expect(
      (
        await call(app, 'POST', `/catalog/product/wishlist/${products[0]!.id}`, undefined, {
          token: 'x',
        })
      ).status,
    ).toBe(401);
    expect((await call(app, 'DELETE', '/catalog/product/wishlist')).status).toBe(401);
    expect((await call(app, 'POST', '/catalog/product/list/wishlist', {})).status).toBe(401);
  });

  it('has the demo customer favourites seeded', async () => {
    const login = await call(app, 'POST', '/main/auth/login', {
      email: DEMO_CUSTOMER.email,
      password: DEMO_CUSTOMER.password,
    });
    const token = (login.body as { access_token: string }).access_token;
    const short = wishlistShortResponseSchema.parse(
      (await call(app, 'POST', '/catalog/product/wishlist/short', undefined, { token })).body,
    );
    expect(short.count).toBe(6);
  });
});
