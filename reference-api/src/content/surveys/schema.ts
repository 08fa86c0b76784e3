/** Tables of the surveys content; migration entry in db/migrations.ts. */
export const SURVEYS_SCHEMA = `
CREATE TABLE surveys (
  uuid TEXT PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  kind TEXT NOT NULL CHECK (kind IN ('quiz', 'feedback', 'tv')),
  title TEXT NOT NULL,
  description TEXT NOT NULL,
  is_current INTEGER NOT NULL DEFAULT 0,
  -- quiz outcomes: JSON [{ key, title, text }]; options of single questions point at a key
  results TEXT
);
CREATE TABLE survey_questions (
  id TEXT PRIMARY KEY,
  survey_uuid TEXT NOT NULL REFERENCES surveys(uuid),
  position INTEGER NOT NULL,
  type TEXT NOT NULL CHECK (type IN ('single', 'multiple', 'text', 'rating', 'nps')),
  text TEXT NOT NULL,
  required INTEGER NOT NULL,
  -- JSON [{ id, text, result? }]
  options TEXT,
  max_length INTEGER
);
CREATE INDEX survey_questions_survey ON survey_questions (survey_uuid, position);
CREATE TABLE survey_responses (
  id INTEGER PRIMARY KEY,
  survey_uuid TEXT NOT NULL REFERENCES surveys(uuid),
  answers TEXT NOT NULL,
  order_id TEXT,
  session_id TEXT,
  result_key TEXT,
  created_at TEXT NOT NULL
);
CREATE TABLE nps_tv (
  session_id TEXT PRIMARY KEY,
  score INTEGER NOT NULL CHECK (score BETWEEN 0 AND 10),
  updated_at TEXT NOT NULL
);
`;
