#!/usr/bin/env node
// Makes sure a Chromium exists for the end-to-end tests, getting one the normal way for the
// platform: Debian's `chromium` via apt-get when running as root on Debian, otherwise
// `npx playwright install chromium`.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

import { findChromium } from './browser.mjs';
import { bin, run } from './lib.mjs';

function playwrightOwnBrowser() {
  try {
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    const path = chromium.executablePath();
    return existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

const found = findChromium() ?? playwrightOwnBrowser();
if (found) {
  console.log(`Browser for e2e: ${found}`);
  process.exit(0);
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (isRoot && existsSync('/usr/bin/apt-get')) {
  console.log("No Chromium found: installing Debian's chromium with apt-get (about a minute)…");
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let code = await run('apt-get', ['update', '-qq'], { env });
  if (code === 0) code = await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
  process.exit(code === 0 && findChromium() ? 0 : 1);
}
console.log('No Chromium found: running `npx playwright install chromium`…');
process.exit(await run(bin('playwright'), ['install', 'chromium']));
