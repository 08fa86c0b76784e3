// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { migrate } from '../db/migrate';
import { MIGRATIONS } from '../db/migrations';
import { Sqlite } from '../db/sqlite';

const ENGRAVING_VERSION = MIGRATIONS.find(
  (migration) => migration.name === 'cart-engraving',
)!.version;

/** A database as a build before engraving left it. */
function databaseBeforeEngraving(): Sqlite {
  const db = new Sqlite(':memory:');
  db.exec(`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL,
    applied_at TEXT NOT NULL)`);
  for (const migration of MIGRATIONS.filter((entry) => entry.version < ENGRAVING_VERSION)) {
    db.exec(migration.sql);
    db.prepare('INSERT INTO schema_migrations VALUES (?, ?, ?)').run(
      migration.version,
      migration.name,
      'then',
    );
  }
  return db;
}

describe('the cart-engraving migration', () => {
  it('keeps the cart lines of an older database, in their order, and lets an offer take several', () => {
    const db = databaseBeforeEngraving();
    // lines of offers this empty catalogue does not hold: no foreign keys here
    db.exec(`PRAGMA foreign_keys = OFF;
      INSERT INTO carts (uuid, session_id, created_at, updated_at) VALUES ('c', 's', 't', 't');
      INSERT INTO cart_items (uuid, cart_uuid, offer_id, product_id, quantity, created_at, selected)
      VALUES ('b', 'c', 'o2', 'p2', 2, 't', 0), ('a', 'c', 'o1', 'p1', 1, 't', 1);`);
    expect(migrate(db)).toEqual(
      MIGRATIONS.filter((m) => m.version >= ENGRAVING_VERSION).map((m) => m.version),
    );
    const lines = () =>
      db
        .prepare(
          `SELECT uuid, offer_id, quantity, selected, engraving_text, engraving_font
          FROM cart_items ORDER BY created_at, rowid`,
        )
        .all();
    expect(lines()).toEqual([
      {
        uuid: 'b',
        offer_id: 'o2',
        quantity: 2,
        selected: 0,
        engraving_text: null,
        engraving_font: null,
      },
      {
        uuid: 'a',
        offer_id: 'o1',
        quantity: 1,
        selected: 1,
        engraving_text: null,
        engraving_font: null,
      },
    ]);
    const insert = db.prepare(
      `INSERT INTO cart_items (uuid, cart_uuid, offer_id, product_id, quantity, created_at,
      engraving_text, engraving_font) VALUES (?, 'c', 'o1', 'p1', 1, 't', ?, ?)`,
    );
    insert.run('engraved', 'Навсегда', 'script');
    insert.run('other-font', 'Навсегда', 'classic');
    // one line per offer and engraving: neither a second plain line nor a second «Навсегда» script
    expect(() => insert.run('plain-again', null, null)).toThrow(/UNIQUE/);
    expect(() => insert.run('engraved-again', 'Навсегда', 'script')).toThrow(/UNIQUE/);
    expect(() => insert.run('half', 'Навсегда', null)).toThrow(/CHECK/);
    db.close();
  });
});
