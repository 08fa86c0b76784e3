import type { Db } from '../../db/open-db';

import type { PostDef } from './post-def';
import { ADVICE_POSTS } from './posts-advice';
import { CARE_POSTS } from './posts-care';
import { ARCHIVED_POSTS, HOSTILE_POSTS } from './posts-hostile';

/** Blog categories in menu order; the archive is inactive (hidden with its posts). */
export const BLOG_CATEGORIES = [
  { id: 1, name: 'Уход за украшениями', slug: 'uhod-za-ukrasheniyami', active: true },
  { id: 2, name: 'Советы покупателям', slug: 'sovety-pokupatelyam', active: true },
  { id: 3, name: 'Камни и металлы', slug: 'kamni-i-metally', active: true },
  { id: 4, name: 'Подарки и тренды', slug: 'podarki', active: true },
  { id: 5, name: 'Архив акций', slug: 'arhiv-akcij', active: false },
] as const;

export const BLOG_POSTS: PostDef[] = [
  ...CARE_POSTS,
  ...ADVICE_POSTS,
  ...HOSTILE_POSTS,
  ...ARCHIVED_POSTS,
];

/** 10:00 Moscow time (UTC+3) of a YYYY-MM-DD date, as an ISO instant. */
function publishedAt(date: string): string {
  return new Date(`${date}T07:00:00.000Z`).toISOString();
}

/** Demo blog content; idempotent (does nothing when the content is already there). */
export function seedBlog(db: Db): void {
  const seeded = db.prepare<[], { n: number }>('SELECT count(*) AS n FROM blog_categories').get();
  if ((seeded?.n ?? 0) > 0) return;
  const category = db.prepare(
    'INSERT INTO blog_categories (id, name, slug, is_active, sort) VALUES (?, ?, ?, ?, ?)',
  );
  BLOG_CATEGORIES.forEach((def, index) =>
    category.run(def.id, def.name, def.slug, def.active ? 1 : 0, index),
  );
  const idBySlug = new Map<string, number>(BLOG_CATEGORIES.map((def) => [def.slug, def.id]));
  const post = db.prepare(`INSERT INTO blog_posts
    (slug, category_id, title, excerpt, body, image, seo_title, seo_description, published_at, updated_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  for (const def of BLOG_POSTS) {
    const categoryId = idBySlug.get(def.category);
    if (categoryId === undefined) throw new Error(`Blog seed: unknown category ${def.category}`);
    const at = publishedAt(def.date);
    post.run(
      def.slug,
      categoryId,
      def.title,
      def.excerpt,
      def.body,
      `/media/p/${def.cover}.svg`,
      def.seoTitle ?? null,
      def.seoDescription ?? null,
      at,
      at,
    );
  }
}
