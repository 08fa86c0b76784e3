// `npm run api:admin-token`: makes a new admin token for the database of REFERENCE_DB_PATH and
// prints it — the only time it is shown (the database keeps its hash). A running server takes the
// new token at once; the old one stops working.
import { readConfig } from './config';
import { openDb } from './db/open-db';
import { rotateAdminToken } from './http/admin-token';

const config = readConfig();
const db = openDb(config.dbPath);
try {
  const token = rotateAdminToken(db);
  console.log(`admin token: ${token}`);
  if (config.adminToken) {
    console.warn('REFERENCE_ADMIN_TOKEN is set: the server uses it, not the stored token.');
  }
} finally {
  db.close();
}
