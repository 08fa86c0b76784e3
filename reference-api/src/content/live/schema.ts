/** Tables of the live content; migration entry in db/migrations.ts. */
export const LIVE_SCHEMA = `
-- the one broadcast channel; is_online NULL = follow the schedule, 0/1 = switched by an admin
CREATE TABLE live_channel (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  title TEXT NOT NULL,
  video_url TEXT NOT NULL,
  is_online INTEGER
);
-- daily shows in Moscow time (minutes from midnight)
CREATE TABLE live_shows (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL,
  starts_min INTEGER NOT NULL,
  ends_min INTEGER NOT NULL
);
-- the products presented in turn: slot N of the server clock airs lineup[N mod size]
CREATE TABLE live_lineup (
  position INTEGER PRIMARY KEY,
  product_seq INTEGER NOT NULL REFERENCES products(seq)
);
-- products put on air by hand (admin write), on top of the rotation
CREATE TABLE live_airings (
  id INTEGER PRIMARY KEY,
  product_seq INTEGER NOT NULL REFERENCES products(seq),
  started_at INTEGER NOT NULL
);
`;
