import type { CatalogContext } from '../catalog/context';
import type { Db } from '../db/open-db';
import type { AdminDigest } from '../http/admin-token';

/** What every content module of the main API is given when it is mounted. */
export type ContentContext = {
  db: Db;
  catalog: CatalogContext;
  /** What the bearer token of admin writes is checked against (http/admin-token.ts). */
  adminDigest: AdminDigest;
  /** Where uploaded files (vacancy CVs) are stored; defaults to `uploads/` next to the DB file. */
  uploadsDir: string;
};
