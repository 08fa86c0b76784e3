import type {
  BlogCategory,
  BlogPost,
  BlogPostListQuery,
  BlogPostListResponse,
  BlogPostSummary,
} from '../../../../lib/platform/api/contracts/blog';
import type { Db } from '../../db/open-db';

type CategoryRow = { id: number; name: string; slug: string; is_active: number };
type PostRow = {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  image: string;
  published_at: string;
  body: string;
  seo_title: string | null;
  seo_description: string | null;
  updated_at: string;
  category_id: number;
  category_name: string;
  category_slug: string;
};

/** Words a minute of an unhurried reader; the least a post takes is one minute. */
const WORDS_PER_MINUTE = 180;

export function readingMinutes(html: string): number {
  const text = html.replace(/<[^>]*>/g, ' ');
  const words = text.split(/\s+/).filter((word) => /[\p{L}\d]/u.test(word)).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

// A post is public when its category is active and its publication time has come.
const VISIBLE = 'c.is_active = 1 AND p.published_at <= @now';
const POST_COLUMNS = `p.id, p.slug, p.title, p.excerpt, p.image, p.published_at, p.body,
  p.seo_title, p.seo_description, p.updated_at,
  c.id AS category_id, c.name AS category_name, c.slug AS category_slug`;

function toSummary(row: PostRow): BlogPostSummary {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    image: row.image,
    published_at: row.published_at,
    reading_minutes: readingMinutes(row.body),
    category: { id: row.category_id, name: row.category_name, slug: row.category_slug },
  };
}

export function activeCategories(db: Db): BlogCategory[] {
  return db
    .prepare<[], CategoryRow>(
      'SELECT id, name, slug, is_active FROM blog_categories WHERE is_active = 1 ORDER BY sort, id',
    )
    .all()
    .map((row) => ({ id: row.id, name: row.name, slug: row.slug, is_active: true }));
}

/**
 * Public posts, newest first. An unknown or inactive category is not an error: it simply has no
 * public posts, so the list is empty (the storefront shows its empty state).
 */
export function listPosts(db: Db, query: BlogPostListQuery, now: Date): BlogPostListResponse {
  const params = { now: now.toISOString(), category: query.category ?? null };
  const where = `${VISIBLE} AND (@category IS NULL OR c.slug = @category)`;
  const from = 'FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id';
  const total =
    db
      .prepare<typeof params, { n: number }>(`SELECT count(*) AS n ${from} WHERE ${where}`)
      .get(params)?.n ?? 0;
  const rows = db
    .prepare<typeof params & { limit: number; offset: number }, PostRow>(
      `SELECT ${POST_COLUMNS} ${from} WHERE ${where}
       ORDER BY p.published_at DESC, p.id DESC LIMIT @limit OFFSET @offset`,
    )
    .all({ ...params, limit: query.per_page, offset: (query.page - 1) * query.per_page });
  return {
    items: rows.map(toSummary),
    pagination: {
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
      page: query.page,
      per_page: query.per_page,
      total,
    },
  };
}

/** One public post by slug, or null (unknown, not yet published, or in an inactive category). */
export function findPost(db: Db, slug: string, now: Date): BlogPost | null {
  const row = db
    .prepare<{ slug: string; now: string }, PostRow>(
      `SELECT ${POST_COLUMNS} FROM blog_posts p JOIN blog_categories c ON c.id = p.category_id
       WHERE p.slug = @slug AND ${VISIBLE}`,
    )
    .get({ slug, now: now.toISOString() });
  if (!row) return null;
  return {
    ...toSummary(row),
    body: row.body,
    seo_title: row.seo_title,
    seo_description: row.seo_description,
    updated_at: row.updated_at,
  };
}
