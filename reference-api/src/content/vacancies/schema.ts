/** Tables of the vacancies content; migration entry in db/migrations.ts. */
export const VACANCIES_SCHEMA = `
CREATE TABLE vacancy_departments (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL UNIQUE,
  sort INTEGER NOT NULL DEFAULT 0
);

-- duties, requirements and conditions are JSON arrays of strings
CREATE TABLE vacancies (
  id INTEGER PRIMARY KEY,
  slug TEXT NOT NULL UNIQUE,
  title TEXT NOT NULL,
  department_id INTEGER NOT NULL REFERENCES vacancy_departments (id),
  city TEXT NOT NULL,
  address TEXT,
  salary_from INTEGER,
  salary_to INTEGER,
  experience TEXT NOT NULL,
  employment TEXT NOT NULL CHECK (employment IN ('full_time', 'part_time')),
  schedule TEXT NOT NULL,
  summary TEXT NOT NULL,
  duties TEXT NOT NULL,
  requirements TEXT NOT NULL,
  conditions TEXT NOT NULL,
  published_at TEXT NOT NULL,
  is_active INTEGER NOT NULL DEFAULT 1,
  sort INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX vacancies_department ON vacancies (department_id, is_active);

-- file_path is the generated name inside the uploads folder, never the shopper's file name
CREATE TABLE vacancy_applications (
  id INTEGER PRIMARY KEY,
  vacancy_id INTEGER NOT NULL REFERENCES vacancies (id),
  name TEXT NOT NULL,
  phone TEXT NOT NULL,
  email TEXT,
  comment TEXT,
  file_path TEXT,
  file_name TEXT,
  file_size INTEGER,
  file_type TEXT,
  created_at TEXT NOT NULL
);
`;
