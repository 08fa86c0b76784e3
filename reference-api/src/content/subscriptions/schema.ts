/** Tables of the subscriptions content; migration entry in db/migrations.ts. */
export const SUBSCRIPTIONS_SCHEMA = `
CREATE TABLE mailing_subscriptions (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  -- lower-cased, whitespace removed: one subscription per address
  email TEXT NOT NULL UNIQUE,
  source TEXT NOT NULL,
  consent INTEGER NOT NULL CHECK (consent = 1),
  device_uuid TEXT,
  created_at TEXT NOT NULL
);

CREATE TABLE landing_subscription_offer (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  promo_code TEXT,
  promo_description TEXT,
  terms TEXT NOT NULL
);

CREATE TABLE short_links (
  code TEXT PRIMARY KEY,
  target TEXT NOT NULL,
  created_at TEXT NOT NULL
);
`;
