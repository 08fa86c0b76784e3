// Lighthouse (npm `lighthouse`, system Chromium, mobile preset = its default) on one URL, 3 runs
// interleaved by the caller; medians per metric.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { findChromium } from '../browser.mjs';
import { bin, root, run } from '../lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** One Lighthouse run; returns the scores (0–100) and LCP/TBT (ms), CLS. */
export async function lighthouseRun(url, outFile) {
  mkdirSync(join(outFile, '..'), { recursive: true });
  const code = await run(
    bin('lighthouse'),
    [
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outFile}`,
      '--quiet',
    ],
    { cwd: root, stdio: 'ignore', env: { ...process.env, CHROME_PATH: findChromium() } },
  );
  if (code !== 0) throw new Error(`lighthouse ${url} exited with ${code}`);
  const report = JSON.parse(readFileSync(outFile, 'utf8'));
  const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: Math.round(audit('largest-contentful-paint')),
    tbt: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

/** Median of each metric over runs (a median row is not necessarily one single run). */
export function medianOf(runs) {
  const keys = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'];
  const result = Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));
  result.failed = [...new Set(runs.flatMap((r) => r.failed))];
  return result;
}
