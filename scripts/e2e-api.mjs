#!/usr/bin/env node
// The reference API for the e2e suite: a throw-away database in a temp folder (seeded on start),
// a fixed one-time code, removed again when Playwright stops the server. It serves the stand-in
// external login for the store under test and a known admin token (test-only values).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { bin, root } from './lib.mjs';

const dir = mkdtempSync(join(tmpdir(), 'store-e2e-'));
const child = spawn(bin('tsx'), ['reference-api/src/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    REFERENCE_DB_PATH: join(dir, 'store.db'),
    REFERENCE_API_PORT: process.env.E2E_API_PORT ?? '4100',
    REFERENCE_OTP_CODE: process.env.REFERENCE_OTP_CODE ?? '111111',
    // lets tests change stock (POST /cart/__test/stock); never set outside tests
    REFERENCE_API_TEST_HOOKS: '1',
    // the stand-in gid/tid login (off by default: 404), returning only to the store under test
    REFERENCE_OIDC_STANDIN: '1',
    REFERENCE_STOREFRONT_URL:
      process.env.REFERENCE_STOREFRONT_URL ??
      `http://127.0.0.1:${process.env.E2E_STORE_PORT ?? 3100}`,
    // A TEST-ONLY admin token for the live/SEO admin writes of the e2e specs. Never use it (or any
    // fixed value) outside this throw-away run: a real API generates its own (reference-api/README.md).
    REFERENCE_ADMIN_TOKEN: process.env.REFERENCE_ADMIN_TOKEN ?? 'e2e-admin-token',
  },
});

const cleanup = () => rmSync(dir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    child.kill('SIGTERM');
  });
}
child.on('exit', (code) => {
  cleanup();
  process.exit(code ?? 0);
});
