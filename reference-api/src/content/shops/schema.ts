/** Tables of the shops content; migration entry in db/migrations.ts. */
export const SHOPS_SCHEMA = `
CREATE TABLE shops (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  phone TEXT NOT NULL,
  metro_name TEXT,
  metro_color TEXT,
  mall TEXT,
  -- JSON array of service codes (lib/platform/api/contracts/shops.ts SHOP_SERVICES)
  services TEXT NOT NULL DEFAULT '[]',
  is_work_saturday INTEGER NOT NULL DEFAULT 1 CHECK (is_work_saturday IN (0, 1)),
  is_work_sunday INTEGER NOT NULL DEFAULT 1 CHECK (is_work_sunday IN (0, 1)),
  is_active INTEGER NOT NULL DEFAULT 1 CHECK (is_active IN (0, 1)),
  sort INTEGER NOT NULL DEFAULT 0
);

-- one row per working day; day is the ISO weekday (1 Monday … 7 Sunday)
CREATE TABLE shop_work_times (
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  day INTEGER NOT NULL CHECK (day BETWEEN 1 AND 7),
  start_time TEXT NOT NULL,
  end_time TEXT NOT NULL,
  PRIMARY KEY (shop_id, day)
);
`;
