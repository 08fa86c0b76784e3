/** Tables of the calendar content; migration entry in db/migrations.ts. */
export const CALENDAR_SCHEMA = `
-- One calendar: its title and where its window of days starts relative to today (Moscow time).
CREATE TABLE calendar_settings (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  title TEXT NOT NULL,
  days_before_today INTEGER NOT NULL CHECK (days_before_today >= 0)
);

-- The offers of the window's days in order: position 0 is the first day of the window.
CREATE TABLE calendar_offers (
  position INTEGER PRIMARY KEY CHECK (position >= 0),
  title TEXT NOT NULL,
  text TEXT NOT NULL,
  promo_code TEXT,
  href TEXT
);
`;
