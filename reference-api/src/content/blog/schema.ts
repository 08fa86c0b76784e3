/** Tables of the blog content; migration entry in db/migrations.ts. */
export const BLOG_SCHEMA = `
CREATE TABLE blog_categories (
  id        INTEGER PRIMARY KEY,
  name      TEXT NOT NULL,
  slug      TEXT NOT NULL UNIQUE,
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  sort      INTEGER NOT NULL DEFAULT 0
);

CREATE TABLE blog_posts (
  id              INTEGER PRIMARY KEY,
  slug            TEXT NOT NULL UNIQUE,
  category_id     INTEGER NOT NULL REFERENCES blog_categories(id),
  title           TEXT NOT NULL,
  excerpt         TEXT NOT NULL,
  body            TEXT NOT NULL,
  image           TEXT NOT NULL,
  seo_title       TEXT,
  seo_description TEXT,
  -- ISO 8601 UTC instants; a post is public from published_at on
  published_at    TEXT NOT NULL,
  updated_at      TEXT NOT NULL
);

CREATE INDEX blog_posts_category_published ON blog_posts (category_id, published_at DESC);
CREATE INDEX blog_posts_published ON blog_posts (published_at DESC);
`;
