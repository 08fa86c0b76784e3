#!/usr/bin/env node
// `npm test`: lint, type-check, unused code (knip), unit and component tests, production build, then the Playwright
// end-to-end suite in a real Chromium. Stops at the first failing step.
import { bin, run } from './lib.mjs';

process.env.NEXT_TELEMETRY_DISABLED ??= '1';

const steps = [
  ['Lint (ESLint)', bin('eslint'), ['.', '--max-warnings=0']],
  ['Format check', bin('prettier'), ['--check', '.', '--log-level', 'warn']],
  ['Type-check (tsc)', bin('tsc'), ['--noEmit']],
  ['Unused files, exports and dependencies (knip)', bin('knip'), ['--no-progress']],
  ['Unit and component tests (vitest)', bin('vitest'), ['run']],
  ['Production build (next build)', bin('next'), ['build']],
  ['Browser for e2e', process.execPath, ['scripts/ensure-browser.mjs']],
  ['End-to-end tests (Playwright, Chromium)', bin('playwright'), ['test']],
];

for (const [title, command, args] of steps) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = await run(command, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.error(`\n✖ ${title} failed (exit ${code}, ${seconds} s)`);
    process.exit(code);
  }
  console.log(`✔ ${title} (${seconds} s)`);
}
