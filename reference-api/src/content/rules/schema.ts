/** Tables of the rules content; migration entry in db/migrations.ts. */
export const RULES_SCHEMA = `
CREATE TABLE rules (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  html TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE faq_items (
  id INTEGER PRIMARY KEY,
  section TEXT NOT NULL,
  question TEXT NOT NULL,
  answer TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE INDEX faq_items_sort ON faq_items (sort);
`;
