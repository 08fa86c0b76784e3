/**
 * Stock per shop and reservations to try on (migration entry in db/migrations.ts). `shop_stock`
 * holds the pieces on a shop's shelf per offer (size), apart from the online stock of `offers`;
 * what a shop can still reserve is its quantity less the reservations that are active and not
 * past their hold (an expired one is never rewritten: it simply stops counting).
 */
export const RESERVATION_SCHEMA = `
CREATE TABLE shop_stock (
  offer_id TEXT NOT NULL REFERENCES offers(id) ON DELETE CASCADE,
  shop_id INTEGER NOT NULL REFERENCES shops(id) ON DELETE CASCADE,
  quantity INTEGER NOT NULL CHECK (quantity >= 0),
  PRIMARY KEY (offer_id, shop_id)
);

CREATE TABLE reservations (
  seq INTEGER PRIMARY KEY,
  uuid TEXT NOT NULL UNIQUE,
  -- 'customer:<id>' when made signed in, else 'guest': a key is only ever replayed in its scope
  idempotency_scope TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  -- SHA-256 of the parsed body: the same key with another body is refused, never replayed
  request_hash TEXT NOT NULL,
  access_token TEXT NOT NULL UNIQUE,
  customer_id INTEGER REFERENCES customers(id) ON DELETE SET NULL,
  shop_id INTEGER NOT NULL REFERENCES shops(id),
  offer_id TEXT NOT NULL,
  product_id TEXT NOT NULL,
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  price INTEGER NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('active', 'cancelled')),
  created_at TEXT NOT NULL,
  ready_at TEXT NOT NULL,
  hold_until TEXT NOT NULL,
  cancelled_at TEXT,
  UNIQUE (idempotency_scope, idempotency_key)
);
CREATE INDEX reservations_held ON reservations (offer_id, shop_id, status, hold_until);
CREATE INDEX reservations_phone ON reservations (phone, status, hold_until);
CREATE INDEX reservations_customer ON reservations (customer_id);
`;
