/** Tables of the pages content; migration entry in db/migrations.ts. */
export const PAGES_SCHEMA = `
CREATE TABLE cms_pages (
  slug TEXT PRIMARY KEY,
  title TEXT NOT NULL,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  -- JSON array of blocks (lib/platform/api/contracts/cms.ts cmsBlockSchema), checked when seeded and served
  blocks TEXT NOT NULL
);

CREATE TABLE gold_bars (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  weight_g REAL NOT NULL CHECK (weight_g > 0),
  purity TEXT NOT NULL,
  price INTEGER NOT NULL CHECK (price > 0),
  sort INTEGER NOT NULL
);
CREATE INDEX gold_bars_sort ON gold_bars (sort, id);
`;
