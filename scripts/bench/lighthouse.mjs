// Lighthouse (npm `lighthouse`, system Chromium, mobile preset = its default) on one URL, 3 runs
// interleaved by the caller; medians per metric.
import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { findChromium } from '../browser.mjs';
import { bin, root, run } from '../lib.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * A run whose first frame Chromium showed later than this is marked: Lighthouse's screen emulation
 * gives the page a new size while its first frame is being made, and viz then holds the page's
 * frames for a second (`ThrottleUndrawnFrames`; README, «Performance benchmark»). Every script
 * that ran until then counts into that run's simulated LCP.
 */
export const LATE_FIRST_FRAME_MS = 1000;

/**
 * One Lighthouse run; returns the scores (0–100), LCP/TBT (ms), CLS and the first paint Chromium
 * showed (ms).
 */
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
    observedFirstPaint: Math.round(
      report.audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? NaN,
    ),
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const KEYS = ['performance', 'accessibility', 'bestPractices', 'seo', 'lcp', 'tbt', 'cls'];

const mediansOf = (runs, keys) =>
  Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));

/**
 * Median of each metric over runs (a median row is not necessarily one single run), how many runs
 * had a late first frame, and the median score and LCP of the runs that did not (null if none; a
 * run without an observed first paint counts as on time).
 */
export function medianOf(runs) {
  const result = mediansOf(runs, KEYS);
  result.failed = [...new Set(runs.flatMap((r) => r.failed))];
  result.runs = runs.length;
  const onTime = runs.filter((r) => !(r.observedFirstPaint > LATE_FIRST_FRAME_MS));
  result.lateFirstFrames = runs.length - onTime.length;
  result.onTime = onTime.length ? mediansOf(onTime, ['performance', 'lcp']) : null;
  return result;
}
