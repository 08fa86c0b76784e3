// Lighthouse (npm `lighthouse`, system Chromium, mobile preset = its default) on one URL, 5 runs
// interleaved by the caller; medians per metric.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

import { findChromium } from '../browser.mjs';
import { bin, root, run } from '../lib.mjs';

import { LCP_GRAPH_TRACE_SUFFIX, lcpGraphOf } from './lcp-graph.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * A run whose first frame Chromium showed later than this is marked: Lighthouse's screen emulation
 * gives the page a new size while its first frame is being made, and viz then holds the page's
 * frames for a second (`ThrottleUndrawnFrames`; docs/performance.md). Every script
 * that ran until then counts into that run's simulated LCP.
 */
export const LATE_FIRST_FRAME_MS = 1000;

/**
 * What the run's simulated LCP waited for (lcp-graph.mjs), read from the traces Lighthouse saved
 * next to the report, which are then removed (about 10 MB a run). Null if there were none.
 */
function takeLcpGraph(outFile) {
  const stem = basename(outFile, '.json');
  const dir = dirname(outFile);
  const graphFile = join(dir, `${stem}${LCP_GRAPH_TRACE_SUFFIX}`);
  const graph = existsSync(graphFile)
    ? lcpGraphOf(JSON.parse(readFileSync(graphFile, 'utf8')))
    : null;
  for (const name of readdirSync(dir)) {
    if (name.startsWith(`${stem}-`)) rmSync(join(dir, name));
  }
  return graph;
}

/**
 * One Lighthouse run; returns the scores (0–100), LCP/TBT (ms), CLS, the bytes of every script the
 * load fetched, the first paint Chromium showed (ms) and what the simulated LCP waited for.
 * `observed`: Lighthouse's devtools throttling — the page really loads under the mobile preset's
 * CPU slowdown and network throttling and the figures are what Chromium measured, with no Lantern
 * simulation (and so no LCP graph). The simulated figures here are dominated by a late first frame
 * of headless Chromium that real phones do not show (docs/performance.md), so the budget is judged
 * on the observed ones.
 */
export async function lighthouseRun(url, outFile, { observed = false } = {}) {
  mkdirSync(join(outFile, '..'), { recursive: true });
  const code = await run(
    bin('lighthouse'),
    [
      url,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
      `--only-categories=${CATEGORIES.join(',')}`,
      '--output=json',
      `--output-path=${outFile}`,
      ...(observed ? ['--throttling-method=devtools'] : ['--save-assets']),
      '--quiet',
    ],
    {
      cwd: root,
      stdio: 'ignore',
      // LANTERN_DEBUG: with --save-assets, Lighthouse also saves its simulations as traces
      env: { ...process.env, CHROME_PATH: findChromium(), LANTERN_DEBUG: '1' },
    },
  );
  const lcpGraph = takeLcpGraph(outFile);
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
    // every script the load fetched, first-load and after (idle, effects), in bytes on the wire
    scriptTransfer:
      report.audits['resource-summary']?.details?.items?.find(
        (item) => item.resourceType === 'script',
      )?.transferSize ?? NaN,
    observedFirstPaint: Math.round(
      report.audits.metrics?.details?.items?.[0]?.observedFirstPaint ?? NaN,
    ),
    lcpGraph,
    failed: Object.values(report.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};

const KEYS = [
  'performance',
  'accessibility',
  'bestPractices',
  'seo',
  'lcp',
  'tbt',
  'cls',
  'scriptTransfer',
];

const mediansOf = (runs, keys) =>
  Object.fromEntries(keys.map((key) => [key, median(runs.map((r) => r[key]))]));

/**
 * Median of each metric over runs (a median row is not necessarily one single run), how many runs
 * had a late first frame, the median score and LCP of the runs that did not (null if none; a run
 * without an observed first paint counts as on time), and the medians of what the simulated LCP
 * waited for: the document's bytes, the stylesheets, the scripts and their bytes (null if no run
 * saved its simulation).
 */
export function medianOf(runs) {
  const result = mediansOf(runs, KEYS);
  result.failed = [...new Set(runs.flatMap((r) => r.failed))];
  result.runs = runs.length;
  const onTime = runs.filter((r) => !(r.observedFirstPaint > LATE_FIRST_FRAME_MS));
  result.lateFirstFrames = runs.length - onTime.length;
  result.onTime = onTime.length ? mediansOf(onTime, ['performance', 'lcp']) : null;
  const graphs = runs
    .filter((r) => r.lcpGraph)
    .map(({ lcpGraph: g }) => ({
      documentBytes: g.documentBytes,
      styles: g.styles.count,
      scripts: g.scripts.count,
      scriptBytes: g.scripts.bytes,
    }));
  result.lcpGraph = graphs.length
    ? mediansOf(graphs, ['documentBytes', 'styles', 'scripts', 'scriptBytes'])
    : null;
  return result;
}
