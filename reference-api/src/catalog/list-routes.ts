import { Hono } from 'hono';

import {
  collectionListRequestSchema,
  productListRequestSchema,
  type SortSpec,
} from '../../../lib/platform/api/contracts/catalog';
import type { Pagination } from '../../../lib/platform/api/contracts/common';
import { notFound, validationError } from '../http/errors';
import { parseWith, readJson } from '../http/validate';

import { collectionBySlug, listCollections } from './collections';
import type { CatalogContext } from './context';
import type { Scope } from './list-query';

type ListRequest = ReturnType<typeof productListRequestSchema.parse>;

/**
 * Parses a list body. The contract defaults sort to popular; lists with another default (collections:
 * price asc, new arrivals: newest first) apply theirs when the client sent no sort.
 */
function listRequest(raw: unknown, defaultSort: SortSpec | null): ListRequest {
  const body = parseWith(productListRequestSchema, raw);
  const keys = Object.keys(body.filter.list ?? {});
  if (keys.some((key) => !/^\d+$/.test(key))) {
    throw validationError({
      'filter.list': ['Ключ фильтра должен быть числовым id характеристики'],
    });
  }
  const sentSort = typeof raw === 'object' && raw !== null && 'sort' in raw;
  return defaultSort && !sentSort ? { ...body, sort: defaultSort } : body;
}

function pagination(total: number, skip: number, limit: number): Pagination {
  return {
    total,
    per_page: limit,
    page: Math.floor(skip / limit) + 1,
    last_page: Math.max(1, Math.ceil(total / limit)),
  };
}

export function listRoutes(ctx: CatalogContext): Hono {
  const app = new Hono();

  const productList = (scope: Scope, body: ListRequest) => {
    const now = ctx.now();
    const page = ctx.lister.page(scope, body.filter, body.sort, body.skip, body.limit, now);
    return {
      products: { items: ctx.reader.bySeqs(page.seqs), total: page.total },
      filters: ctx.lister.filters(scope, body.filter, now),
      pagination: pagination(page.total, body.skip, body.limit),
    };
  };

  app.post('/product/list/by-category/:slug', async (c) => {
    const slug = c.req.param('slug');
    const category = slug === 'root' ? null : ctx.categories.bySlug(slug);
    if (category === undefined) throw notFound('Категория не найдена', 'category_not_found');
    const body = listRequest(await readJson(c), null);
    return c.json(
      productList(category ? { kind: 'category', id: category.id } : { kind: 'all' }, body),
    );
  });

  app.post('/product/list/new', async (c) => {
    const body = listRequest(await readJson(c), [{ field: 'new', direction: 'desc' }]);
    return c.json(productList({ kind: 'new', since: ctx.newSince }, body));
  });

  app.post('/product/list/collection/:slug', async (c) => {
    const collection = collectionBySlug(ctx.db, c.req.param('slug'));
    if (!collection) throw notFound('Коллекция не найдена', 'collection_not_found');
    const body = listRequest(await readJson(c), [{ field: 'price', direction: 'asc' }]);
    const scope = { kind: 'collection', id: collection.id } as const;
    const now = ctx.now();
    const page = ctx.lister.page(scope, body.filter, body.sort, body.skip, body.limit, now);
    return c.json({
      slug: collection.slug,
      collection,
      items: ctx.reader.bySeqs(page.seqs),
      total: page.total,
      filters: ctx.lister.filters(scope, body.filter, now),
    });
  });

  app.post('/collection/list', async (c) => {
    const body = parseWith(collectionListRequestSchema, await readJson(c));
    const all = listCollections(ctx.db, body.searchQuery);
    return c.json({
      list: all.slice(body.skip, body.skip + body.limit),
      total: all.length,
      favorites: [],
    });
  });

  return app;
}
