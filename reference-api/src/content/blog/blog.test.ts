// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import {
  blogCategoriesResponseSchema,
  blogPostListResponseSchema,
  blogPostResponseSchema,
} from '../../../../lib/platform/api/contracts/blog';
import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import { call, seededApp } from '../../testing/seeded-app';

import { readingMinutes } from './repository';
import { BLOG_POSTS, seedBlog } from './seed';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const list = async (query = '') => {
  const response = await call(app, 'GET', `/main/blog/post${query}`);
  expect(response.status).toBe(200);
  return blogPostListResponseSchema.parse(response.body);
};

describe('main API: blog', () => {
  it('lists only the active categories, in menu order', async () => {
    const response = await call(app, 'GET', '/main/blog/category');
    expect(response.status).toBe(200);
    const { items } = blogCategoriesResponseSchema.parse(response.body);
    expect(items.map((item) => item.slug)).toEqual([
      'uhod-za-ukrasheniyami',
      'sovety-pokupatelyam',
      'kamni-i-metally',
      'podarki',
    ]);
    expect(items.every((item) => item.is_active)).toBe(true);
  });

  it('lists public posts newest first, 9 a page by default', async () => {
    const first = await list();
    const publicCount = BLOG_POSTS.filter((post) => post.category !== 'arhiv-akcij').length;
    expect(first.pagination).toEqual({
      last_page: Math.ceil(publicCount / 9),
      page: 1,
      per_page: 9,
      total: publicCount,
    });
    expect(first.items).toHaveLength(9);
    const dates = first.items.map((post) => post.published_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.items[0]).toMatchObject({
      slug: 'podarki-k-novomu-godu',
      image: '/media/p/bracelet_au585_none_1.svg',
      category: { slug: 'podarki', name: 'Подарки и тренды' },
    });
    expect(first.items[0]).not.toHaveProperty('body');
    const second = await list('?page=2');
    expect(second.items).toHaveLength(publicCount - 9);
    expect(second.items.map((post) => post.slug)).not.toContain(first.items[0]?.slug);
    expect((await list('?page=9')).items).toEqual([]);
  });

  it('filters by category; unknown and inactive categories give an empty list', async () => {
    const care = await list('?category=uhod-za-ukrasheniyami&per_page=50');
    expect(care.items.length).toBeGreaterThanOrEqual(4);
    expect(care.items.every((post) => post.category.slug === 'uhod-za-ukrasheniyami')).toBe(true);
    expect(care.pagination.total).toBe(care.items.length);
    for (const slug of ['net-takoi', 'arhiv-akcij']) {
      const empty = await list(`?category=${slug}`);
      expect(empty).toEqual({
        items: [],
        pagination: { last_page: 1, page: 1, per_page: 9, total: 0 },
      });
    }
    expect((await list('?category=')).pagination.total).toBeGreaterThan(9);
  });

  it('answers 422 with field messages on a bad query', async () => {
    for (const [query, field] of [
      ['?page=0', 'page'],
      ['?page=abc', 'page'],
      ['?per_page=51', 'per_page'],
      ['?per_page=1.5', 'per_page'],
      ['?category=../../etc', 'category'],
    ] as const) {
      const response = await call(app, 'GET', `/main/blog/post${query}`);
      expect(response.status, query).toBe(422);
      const body = apiErrorBodySchema.parse(response.body);
      expect(body.errors?.[field], query).toBeDefined();
      if (field !== 'category') expect(body.errors?.[field]?.[0]).toMatch(/^Укажите целое число/);
    }
  });

  it('serves one post with its body and SEO fields; 404 when unknown or archived', async () => {
    const response = await call(app, 'GET', '/main/blog/post/kak-uznat-razmer-kolca');
    expect(response.status).toBe(200);
    const { item } = blogPostResponseSchema.parse(response.body);
    expect(item).toMatchObject({
      title: 'Как узнать размер кольца: пять надёжных способов',
      seo_title: 'Как узнать размер кольца — таблица и способы измерения',
      category: { slug: 'sovety-pokupatelyam' },
    });
    expect(item.body).toContain('<h2>Способы измерения</h2>');
    expect(item.body).toContain('href="/catalog/kolca/"');
    expect(item.reading_minutes).toBeGreaterThanOrEqual(1);
    for (const slug of ['net-takoi-stati', 'chernaya-pyatnica-2025']) {
      expect(await call(app, 'GET', `/main/blog/post/${slug}`)).toMatchObject({
        status: 404,
        body: { message: 'Статья не найдена', statusCode: 404, code: 'blog_post_not_found' },
      });
    }
  });

  it('keeps the hostile markup of the two test posts as stored (the storefront sanitises)', async () => {
    const response = await call(app, 'GET', '/main/blog/post/kak-raspoznat-moshennicheskie-ssylki');
    const { item } = blogPostResponseSchema.parse(response.body);
    expect(item.body).toContain('<script>');
    expect(item.body).toContain('onerror=');
    expect(item.body).toContain('javascript:');
  });

  it('hides posts whose publication time has not come', async () => {
    db.prepare(
      "UPDATE blog_posts SET published_at = '2999-01-01T00:00:00.000Z' WHERE slug = ?",
    ).run('kak-pochistit-zoloto-doma');
    expect((await call(app, 'GET', '/main/blog/post/kak-pochistit-zoloto-doma')).status).toBe(404);
    const all = await list('?per_page=50');
    expect(all.items.map((post) => post.slug)).not.toContain('kak-pochistit-zoloto-doma');
  });

  it('seeds once: a second run adds nothing', () => {
    const count = () =>
      db.prepare<[], { n: number }>('SELECT count(*) AS n FROM blog_posts').get()?.n ?? 0;
    const before = count();
    seedBlog(db);
    expect(count()).toBe(before);
    expect(before).toBe(BLOG_POSTS.length);
  });
});

describe('readingMinutes', () => {
  it('counts words of the text, not of the tags, at least one minute', () => {
    expect(readingMinutes('<p>Коротко</p>')).toBe(1);
    expect(readingMinutes(`<p>${'слово '.repeat(540)}</p>`)).toBe(3);
    expect(readingMinutes('<img src="/media/p/a.svg" alt="x">')).toBe(1);
  });
});
