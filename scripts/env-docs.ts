// `npm run env:docs`: writes `.env.example` and the variables part of docs/configuration.md from
// lib/platform/env/declaration.ts. `--check` writes nothing and exits 1 when either file differs.
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { GENERATED_FILES, generatedFiles } from '../lib/platform/env/generate';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const check = process.argv.includes('--check');
const wanted = await generatedFiles(root);
let drifted = 0;
for (const file of GENERATED_FILES) {
  const path = join(root, file);
  const current = await readFile(path, 'utf8').catch(() => '');
  if (current === wanted[file]) continue;
  drifted += 1;
  if (check) {
    console.error(`${file} differs from lib/platform/env/declaration.ts: run npm run env:docs`);
  } else {
    await writeFile(path, wanted[file]);
    console.log(`wrote ${file}`);
  }
}
if (check && drifted > 0) process.exit(1);
if (!check && drifted === 0) console.log('.env.example and docs/configuration.md are up to date');
