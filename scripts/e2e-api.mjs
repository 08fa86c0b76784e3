#!/usr/bin/env node
// The reference API for the e2e suite: a throw-away database in a temp folder (seeded on start),
// a fixed one-time code, removed again when Playwright stops the server.
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
