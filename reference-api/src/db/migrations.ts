/**
 * Numbered schema migrations. Never edit a released entry: append a new one, so a DB file made by an
 * older build is upgraded in place on the next start.
 */
import { BLOG_SCHEMA } from '../content/blog/schema';
import { CALENDAR_SCHEMA } from '../content/calendar/schema';
import { LIVE_SCHEMA } from '../content/live/schema';
import { PAGES_SCHEMA } from '../content/pages/schema';
import { RULES_SCHEMA } from '../content/rules/schema';
import { SHOPS_SCHEMA } from '../content/shops/schema';
import { SUBSCRIPTIONS_SCHEMA } from '../content/subscriptions/schema';
import { SURVEYS_SCHEMA } from '../content/surveys/schema';
import { VACANCIES_SCHEMA } from '../content/vacancies/schema';
import { RESERVATION_SCHEMA } from '../reservation/schema';

export type Migration = { version: number; name: string; sql: string };

const catalog = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE categories (
  id INTEGER PRIMARY KEY,
  parent_id INTEGER REFERENCES categories(id),
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  icon TEXT,
  preview_image TEXT,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE attributes (
  id INTEGER PRIMARY KEY,
  code TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);

CREATE TABLE attribute_values (
  id INTEGER PRIMARY KEY,
  attribute_id INTEGER NOT NULL REFERENCES attributes(id),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL,
  UNIQUE (attribute_id, name)
);

-- Products have an integer key (seq) for joins and a UUID (id) for the API: joining 15k attribute
-- rows on text UUIDs made facet counts ~10x slower.
CREATE TABLE products (
  seq INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  sku TEXT NOT NULL UNIQUE,
  slug TEXT NOT NULL UNIQUE,
  vendor_code TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  category_id INTEGER NOT NULL REFERENCES categories(id),
  metal_value_id INTEGER REFERENCES attribute_values(id),
  price INTEGER NOT NULL CHECK (price > 0),
  old_price INTEGER,
  discount INTEGER NOT NULL DEFAULT 0,
  popularity INTEGER NOT NULL,
  created_at TEXT NOT NULL,
  in_stock INTEGER NOT NULL,
  search_text TEXT NOT NULL
);
CREATE INDEX products_popularity ON products (popularity);
CREATE INDEX products_created ON products (created_at);
CREATE INDEX products_price ON products (price);
CREATE INDEX products_discount ON products (discount);
CREATE INDEX products_category ON products (category_id, metal_value_id);

CREATE TABLE product_categories (
  category_id INTEGER NOT NULL REFERENCES categories(id),
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  PRIMARY KEY (category_id, product_seq)
) WITHOUT ROWID;
CREATE INDEX product_categories_product ON product_categories (product_seq);

CREATE TABLE product_attributes (
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  attribute_id INTEGER NOT NULL REFERENCES attributes(id),
  value_id INTEGER NOT NULL REFERENCES attribute_values(id),
  PRIMARY KEY (product_seq, attribute_id, value_id)
) WITHOUT ROWID;
CREATE INDEX product_attributes_value ON product_attributes (value_id, product_seq);

CREATE TABLE product_images (
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  position INTEGER NOT NULL,
  file TEXT NOT NULL,
  PRIMARY KEY (product_seq, position)
) WITHOUT ROWID;

CREATE TABLE offers (
  id TEXT PRIMARY KEY,
  trade_offer_id TEXT NOT NULL UNIQUE,
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  position INTEGER NOT NULL,
  size TEXT,
  size_sort REAL,
  stock INTEGER NOT NULL CHECK (stock >= 0)
);
CREATE INDEX offers_product ON offers (product_seq, position);
CREATE INDEX offers_size ON offers (size, product_seq);

CREATE TABLE collections (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  image TEXT,
  seo_title TEXT NOT NULL,
  seo_description TEXT NOT NULL,
  sort INTEGER NOT NULL
);
CREATE TABLE collection_products (
  collection_id INTEGER NOT NULL REFERENCES collections(id),
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  PRIMARY KEY (collection_id, product_seq)
) WITHOUT ROWID;

CREATE TABLE banners (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  subtitle TEXT,
  image TEXT NOT NULL,
  link TEXT NOT NULL,
  placement TEXT NOT NULL CHECK (placement IN ('home', 'catalog', 'live')),
  sort INTEGER NOT NULL
);
`;

const views = `
CREATE TABLE product_views (
  device_id TEXT NOT NULL,
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  views INTEGER NOT NULL DEFAULT 1,
  viewed_at TEXT NOT NULL,
  PRIMARY KEY (device_id, product_seq)
) WITHOUT ROWID;
CREATE INDEX product_views_recent ON product_views (device_id, viewed_at DESC);
`;

const cart = `
CREATE TABLE carts (
  uuid TEXT PRIMARY KEY,
  session_id TEXT NOT NULL UNIQUE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE cart_items (
  uuid TEXT PRIMARY KEY,
  cart_uuid TEXT NOT NULL REFERENCES carts(uuid) ON DELETE CASCADE,
  offer_id TEXT NOT NULL REFERENCES offers(id),
  product_id TEXT NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL,
  UNIQUE (cart_uuid, offer_id)
);
`;

/** SEO records of the main API: one per storefront path (`/catalog/kolca/`). */
const seo = `
CREATE TABLE seo_records (
  id INTEGER PRIMARY KEY,
  path TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  h1 TEXT,
  text TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
`;

/**
 * Cart checkout state (promo code, pay system, delivery, lines chosen for the order) and the
 * reference promo codes and pay systems, seeded here so older databases get them too.
 * Promo `kind` percent takes `value` % off the eligible lines, fixed takes `value` ₽ (never more
 * than they cost); `min_total` applies to the eligible lines; `only_undiscounted` leaves out lines
 * with `restrictions.promocode` (goods already sold below an old price).
 */
const cartCheckout = `
CREATE TABLE promocodes (
  code TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('percent', 'fixed')),
  value INTEGER NOT NULL CHECK (value > 0),
  min_total INTEGER NOT NULL DEFAULT 0,
  starts_at TEXT,
  ends_at TEXT,
  only_undiscounted INTEGER NOT NULL DEFAULT 0,
  active INTEGER NOT NULL DEFAULT 1
);
INSERT INTO promocodes (code, kind, value, min_total, starts_at, ends_at, only_undiscounted, active) VALUES
  ('ZOLOTO10', 'percent', 10, 0, '2024-01-01T00:00:00.000Z', NULL, 0, 1),
  ('MINUS1000', 'fixed', 1000, 5000, '2024-01-01T00:00:00.000Z', NULL, 0, 1),
  ('OSEN2024', 'percent', 20, 0, '2024-09-01T00:00:00.000Z', '2024-11-30T21:00:00.000Z', 0, 1),
  ('NOVINKA15', 'percent', 15, 0, '2024-01-01T00:00:00.000Z', NULL, 1, 1);

CREATE TABLE pay_systems (
  uuid TEXT PRIMARY KEY,
  code TEXT NOT NULL UNIQUE CHECK (code IN ('cash', 'card', 'wallet')),
  name TEXT NOT NULL,
  sort INTEGER NOT NULL
);
INSERT INTO pay_systems (uuid, code, name, sort) VALUES
  ('7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0001', 'cash', 'Оплата при получении', 1),
  ('7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0002', 'card', 'Картой онлайн', 2),
  ('7d0c5f0e-3b1a-4c56-9a51-1f0e5c1a0003', 'wallet', 'Кошелёк', 3);

ALTER TABLE carts ADD COLUMN promocode TEXT REFERENCES promocodes(code);
ALTER TABLE carts ADD COLUMN pay_system_uuid TEXT REFERENCES pay_systems(uuid);
ALTER TABLE carts ADD COLUMN delivery TEXT;
ALTER TABLE cart_items ADD COLUMN selected INTEGER NOT NULL DEFAULT 1;
`;

/**
 * Checkout: the delivery microservice (carriers, pickup points, saved courier addresses, the local
 * address-suggestion dataset), orders with their lines and idempotency keys, and bonus operations.
 * Orders are numbered from their integer key (`Z-100001`); `(cart_uuid, idempotency_key)` is unique
 * so a retried create can never make a second order.
 */
const checkout = `
CREATE TABLE carriers (
  uuid TEXT PRIMARY KEY,
  external_id TEXT NOT NULL UNIQUE,
  name TEXT NOT NULL,
  is_shop INTEGER NOT NULL DEFAULT 0,
  courier INTEGER NOT NULL DEFAULT 0,
  sort INTEGER NOT NULL
);
CREATE TABLE delivery_points (
  uuid TEXT PRIMARY KEY,
  carrier_uuid TEXT NOT NULL REFERENCES carriers(uuid),
  name TEXT NOT NULL,
  address TEXT NOT NULL,
  city TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  work_hours TEXT NOT NULL,
  subway_name TEXT,
  subway_color TEXT,
  price INTEGER NOT NULL,
  days_min INTEGER NOT NULL,
  days_max INTEGER NOT NULL
);
CREATE INDEX delivery_points_geo ON delivery_points (lat, lon);
CREATE TABLE saved_addresses (
  uuid TEXT PRIMARY KEY,
  owner TEXT NOT NULL,
  address TEXT NOT NULL,
  flat TEXT,
  fias TEXT NOT NULL,
  post_index TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX saved_addresses_owner ON saved_addresses (owner, created_at);
CREATE TABLE address_dataset (
  fias_id TEXT PRIMARY KEY,
  city TEXT NOT NULL,
  settlement TEXT,
  street_type TEXT NOT NULL,
  street TEXT NOT NULL,
  house TEXT NOT NULL,
  postal_code TEXT NOT NULL,
  lat REAL NOT NULL,
  lon REAL NOT NULL
);
CREATE TABLE orders (
  seq INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  number TEXT NOT NULL UNIQUE,
  cart_uuid TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('new', 'awaiting_payment', 'paid', 'cancelled')),
  customer TEXT NOT NULL,
  delivery TEXT NOT NULL,
  pay_system_uuid TEXT NOT NULL REFERENCES pay_systems(uuid),
  promocode TEXT,
  totals TEXT NOT NULL,
  comment TEXT,
  device_id TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  UNIQUE (cart_uuid, idempotency_key)
);
CREATE TABLE order_items (
  uuid TEXT PRIMARY KEY,
  order_uuid TEXT NOT NULL REFERENCES orders(uuid),
  position INTEGER NOT NULL,
  offer_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  name TEXT NOT NULL,
  sku TEXT NOT NULL,
  size TEXT,
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  price INTEGER NOT NULL,
  old_price INTEGER
);
CREATE INDEX order_items_order ON order_items (order_uuid, position);
CREATE TABLE bonus_operations (
  uuid TEXT PRIMARY KEY,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders(uuid),
  owner TEXT NOT NULL,
  amount INTEGER NOT NULL,
  date TEXT NOT NULL,
  date_end TEXT NOT NULL
);
CREATE INDEX bonus_operations_owner ON bonus_operations (owner, date);
`;

/**
 * Customers: sign-in (one-time codes, login attempts and locks, e-mail passwords, external
 * identities), access and profile tokens (stored as SHA-256 hashes), favourites, push tokens,
 * refund requests and bonus adjustments that are not tied to an order. Orders and their bonuses
 * stay keyed by the phone they were placed with; the expression index finds a customer's orders.
 */
const customers = `
CREATE TABLE customers (
  id INTEGER PRIMARY KEY,
  phone TEXT UNIQUE,
  email TEXT,
  password_hash TEXT,
  surname TEXT,
  name TEXT,
  patronymic TEXT,
  birth_date TEXT,
  sex TEXT CHECK (sex IN ('male', 'female')),
  is_subscribed INTEGER NOT NULL DEFAULT 0,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE UNIQUE INDEX customers_email ON customers (email) WHERE email IS NOT NULL;
CREATE TABLE customer_identities (
  provider TEXT NOT NULL CHECK (provider IN ('gid', 'tid')),
  subject TEXT NOT NULL,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  PRIMARY KEY (provider, subject)
) WITHOUT ROWID;
CREATE TABLE auth_tokens (
  token_hash TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('access', 'profile')),
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  parent_hash TEXT,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL
) WITHOUT ROWID;
CREATE INDEX auth_tokens_parent ON auth_tokens (parent_hash);
CREATE INDEX auth_tokens_customer ON auth_tokens (customer_id);
CREATE TABLE otp_requests (
  id TEXT PRIMARY KEY,
  phone TEXT NOT NULL,
  channel TEXT NOT NULL CHECK (channel IN ('SMS', 'TELEGRAM', 'CALL')),
  code TEXT NOT NULL,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE INDEX otp_requests_phone ON otp_requests (phone, created_at);
CREATE TABLE login_attempts (
  subject TEXT NOT NULL,
  kind TEXT NOT NULL CHECK (kind IN ('send', 'wrong')),
  at TEXT NOT NULL
);
CREATE INDEX login_attempts_subject ON login_attempts (subject, kind, at);
CREATE TABLE login_locks (
  subject TEXT PRIMARY KEY,
  until TEXT NOT NULL
) WITHOUT ROWID;
CREATE TABLE oidc_grants (
  code TEXT PRIMARY KEY,
  type TEXT NOT NULL CHECK (type IN ('gid', 'tid')),
  state TEXT NOT NULL,
  redirect_uri TEXT NOT NULL,
  subject TEXT,
  name TEXT,
  email TEXT,
  token_hash TEXT UNIQUE,
  created_at TEXT NOT NULL,
  expires_at TEXT NOT NULL,
  used_at TEXT
);
CREATE TABLE wishlist_items (
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  created_at TEXT NOT NULL,
  PRIMARY KEY (customer_id, product_seq)
) WITHOUT ROWID;
CREATE TABLE push_tokens (
  token TEXT PRIMARY KEY,
  device_id TEXT NOT NULL,
  customer_id INTEGER REFERENCES customers(id) ON DELETE CASCADE,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL
);
CREATE TABLE refund_requests (
  uuid TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  order_uuid TEXT NOT NULL UNIQUE REFERENCES orders(uuid),
  reason_id INTEGER NOT NULL,
  fio TEXT NOT NULL,
  bank_name TEXT NOT NULL,
  bik TEXT NOT NULL,
  account TEXT NOT NULL,
  address TEXT NOT NULL,
  comment TEXT,
  status TEXT NOT NULL DEFAULT 'new',
  created_at TEXT NOT NULL
);
CREATE INDEX refund_requests_customer ON refund_requests (customer_id, created_at);
CREATE TABLE bonus_adjustments (
  uuid TEXT PRIMARY KEY,
  customer_id INTEGER NOT NULL REFERENCES customers(id) ON DELETE CASCADE,
  amount INTEGER NOT NULL,
  reason TEXT NOT NULL,
  date TEXT NOT NULL,
  date_end TEXT NOT NULL
);
CREATE INDEX bonus_adjustments_customer ON bonus_adjustments (customer_id, date);
CREATE INDEX orders_customer_phone ON orders (json_extract(customer, '$.phone'), created_at);
`;

/**
 * Legacy checkout (main API payment type 4): an online-paid order may be an instalment
 * plan; the stand-in payment page and GET /main/orders/order/{id} show it. A courier order keeps
 * its carrier (the legacy answer's currier_delivery_id).
 */
const legacyCheckout = `
ALTER TABLE orders ADD COLUMN payment_plan TEXT CHECK (payment_plan IN ('instalment'));
ALTER TABLE orders ADD COLUMN carrier_uuid TEXT;
`;

/**
 * Who may ask: `secrets` keeps what the API generates for itself on first start — the
 * payment callbacks' shared secret and the SHA-256 of the admin token (never the token). A one-time
 * code counts its wrong tries, so it is void after a few whichever clients they come from.
 */
const security = `
CREATE TABLE secrets (
  name TEXT PRIMARY KEY,
  value TEXT NOT NULL
) WITHOUT ROWID;
ALTER TABLE otp_requests ADD COLUMN wrong_tries INTEGER NOT NULL DEFAULT 0;
`;

/**
 * A product changed by the admin write (price, stock) keeps when, for the sitemap's
 * lastmod and the store's caches; null until its first change (then its creation time stands).
 */
const productUpdates = `
ALTER TABLE products ADD COLUMN updated_at TEXT;
`;

/** The campaign (utm_*) an order came from: JSON, null when the shopper came without one. */
const orderAttribution = `
ALTER TABLE orders ADD COLUMN utm TEXT;
`;

/**
 * Engraving (wedding rings): a cart line may carry an engraving text and font, so the same offer
 * may now be on several lines (one per engraving, one without); the old UNIQUE (cart_uuid,
 * offer_id) is a table constraint, so the table is rebuilt (SQLite's documented way) and the line
 * key becomes a unique index over offer and engraving. An order line keeps its engraving with the
 * price per piece charged.
 */
const cartEngraving = `
CREATE TABLE cart_items_engraved (
  uuid TEXT PRIMARY KEY,
  cart_uuid TEXT NOT NULL REFERENCES carts(uuid) ON DELETE CASCADE,
  offer_id TEXT NOT NULL REFERENCES offers(id),
  product_id TEXT NOT NULL REFERENCES products(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  created_at TEXT NOT NULL,
  selected INTEGER NOT NULL DEFAULT 1,
  engraving_text TEXT,
  engraving_font TEXT CHECK (engraving_font IN ('classic', 'script')),
  CHECK ((engraving_text IS NULL) = (engraving_font IS NULL))
);
INSERT INTO cart_items_engraved (uuid, cart_uuid, offer_id, product_id, quantity, created_at, selected)
  SELECT uuid, cart_uuid, offer_id, product_id, quantity, created_at, selected FROM cart_items
  ORDER BY rowid;
DROP TABLE cart_items;
ALTER TABLE cart_items_engraved RENAME TO cart_items;
CREATE UNIQUE INDEX cart_items_line
  ON cart_items (cart_uuid, offer_id, ifnull(engraving_font, ''), ifnull(engraving_text, ''));
ALTER TABLE order_items ADD COLUMN engraving_text TEXT;
ALTER TABLE order_items ADD COLUMN engraving_font TEXT;
ALTER TABLE order_items ADD COLUMN engraving_price INTEGER;
`;

export const MIGRATIONS: readonly Migration[] = [
  { version: 1, name: 'catalog', sql: catalog },
  { version: 2, name: 'product-views', sql: views },
  { version: 3, name: 'cart', sql: cart },
  { version: 4, name: 'seo-records', sql: seo },
  { version: 5, name: 'cart-checkout', sql: cartCheckout },
  { version: 6, name: 'checkout', sql: checkout },
  { version: 7, name: 'legacy-checkout', sql: legacyCheckout },
  { version: 8, name: 'customers', sql: customers },
  { version: 9, name: 'content-blog', sql: BLOG_SCHEMA },
  { version: 10, name: 'content-shops', sql: SHOPS_SCHEMA },
  { version: 11, name: 'content-vacancies', sql: VACANCIES_SCHEMA },
  { version: 12, name: 'content-live', sql: LIVE_SCHEMA },
  { version: 13, name: 'content-surveys', sql: SURVEYS_SCHEMA },
  { version: 14, name: 'content-pages', sql: PAGES_SCHEMA },
  { version: 15, name: 'content-rules', sql: RULES_SCHEMA },
  { version: 16, name: 'content-calendar', sql: CALENDAR_SCHEMA },
  { version: 17, name: 'content-subscriptions', sql: SUBSCRIPTIONS_SCHEMA },
  { version: 18, name: 'security', sql: security },
  { version: 19, name: 'product-updates', sql: productUpdates },
  { version: 20, name: 'order-attribution', sql: orderAttribution },
  { version: 21, name: 'cart-engraving', sql: cartEngraving },
  { version: 22, name: 'shop-stock-reservations', sql: RESERVATION_SCHEMA },
];
