import type { CatalogContext } from '../catalog/context';
import type { Db } from '../db/open-db';

/** What every content module of the main API (issue 6) is given when it is mounted. */
export type ContentContext = {
  db: Db;
  catalog: CatalogContext;
  /** Bearer token of admin writes. */
  adminToken: string;
  /** Where uploaded files (vacancy CVs) are stored; defaults to `uploads/` next to the DB file. */
  uploadsDir: string;
};
