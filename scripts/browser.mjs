// Finds a Chromium for Playwright: CHROMIUM_PATH, the system's Chromium, or Playwright's own.
import { existsSync } from 'node:fs';

const SYSTEM_CANDIDATES = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

/** The browser executable to use, or undefined to let Playwright use its own download. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return SYSTEM_CANDIDATES.find((path) => existsSync(path));
}
