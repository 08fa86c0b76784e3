/**
 * `npx tsx reference-api/scripts/bench-list.ts [requests=1000]`: seeds a temp DB in-process and times
 * product-list requests through `app.request()` (routing, validation, SQL, facets, JSON) with varied
 * scopes, filters, sorts and pages, then prints p50/p90/p99 in ms. The request mix is drawn from a
 * fixed PRNG seed, so runs are comparable.
 */
import type { ProductListRequest } from '../../lib/platform/api/contracts/catalog';
import { createRng } from '../src/seed/prng';
import { seededApp } from '../src/testing/seeded-app';

type Case = { label: string; path: string; body: ProductListRequest };

const REQUESTS = Number(process.argv[2] ?? 1000);
const WARMUP = 50;
const SORTS: NonNullable<ProductListRequest['sort']>[] = [
  [{ field: 'popular', direction: 'desc' }],
  [{ field: 'new', direction: 'desc' }],
  [{ field: 'price', direction: 'asc' }],
  [{ field: 'price', direction: 'desc' }],
  [{ field: 'discount', direction: 'desc' }],
];
const SEARCHES = ['золото', 'кольцо', 'серьги', 'серебро 925', 'бриллиант', 'жёлтого', 'цепь'];

const started = performance.now();
const { app, db, cleanup } = seededApp();
const seedMs = performance.now() - started;

const categories = db
  .prepare<[], { slug: string }>('SELECT slug FROM categories ORDER BY id')
  .all()
  .map((row) => row.slug);
const collections = db
  .prepare<[], { slug: string }>('SELECT slug FROM collections ORDER BY id')
  .all()
  .map((row) => row.slug);
const values = db
  .prepare<[], { attribute_id: number; id: number }>(
    'SELECT attribute_id, id FROM attribute_values ORDER BY id',
  )
  .all();
const sizes = ['15.5', '16', '16.5', '17', '17.5', '18', '19', '20'];
const shops = db
  .prepare<[], { id: number }>('SELECT id FROM shops WHERE is_active = 1 ORDER BY id')
  .all()
  .map((row) => row.id);

const rng = createRng(42);
// the shop filter draws from its own stream, so the rest of the mix stays what it always was
const shopRng = createRng(7);
function makeCase(): Case {
  const filter: NonNullable<ProductListRequest['filter']> = {};
  const labels: string[] = [];
  if (rng.chance(0.6)) {
    const list: Record<string, number[]> = {};
    for (let i = rng.int(1, 3); i > 0; i -= 1) {
      const value = rng.pick(values);
      (list[String(value.attribute_id)] ??= []).push(value.id);
    }
    filter.list = list;
    labels.push('attr');
  }
  if (rng.chance(0.4)) {
    const min = rng.chance(0.5) ? rng.int(1, 30) * 1000 : null;
    filter.price = [min, rng.chance(0.7) ? (min ?? 0) + rng.int(5, 100) * 1000 : null];
    labels.push('price');
  }
  if (rng.chance(0.25)) {
    filter.size = [rng.pick(sizes), ...(rng.chance(0.5) ? [rng.pick(sizes)] : [])];
    labels.push('size');
  }
  if (rng.chance(0.2)) {
    filter.search = rng.pick(SEARCHES);
    labels.push('search');
  }
  if (shopRng.chance(0.25)) {
    filter.shop = shopRng.pick(shops);
    labels.push('shop');
  }
  const limit = rng.pick([16, 32, 32, 64, 100]);
  const body: ProductListRequest = {
    filter,
    sort: rng.pick(SORTS),
    limit,
    skip:
      limit *
      rng.weighted<number>([
        [0, 5],
        [rng.int(1, 5), 3],
        [rng.int(6, 60), 1],
      ]),
  };
  const scope = rng.weighted<string>([
    ['root', 3],
    ['category', 5],
    ['new', 1],
    ['collection', 1],
  ]);
  const path =
    scope === 'root'
      ? '/catalog/product/list/by-category/root'
      : scope === 'category'
        ? `/catalog/product/list/by-category/${rng.pick(categories)}`
        : scope === 'new'
          ? '/catalog/product/list/new'
          : `/catalog/product/list/collection/${rng.pick(collections)}`;
  return { label: `${scope}${labels.length ? `+${labels.join('+')}` : ''}`, path, body };
}

const cases = Array.from({ length: REQUESTS + WARMUP }, makeCase);

async function run(item: Case): Promise<number> {
  const t0 = performance.now();
  const response = await app.request(item.path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(item.body),
  });
  await response.text();
  const ms = performance.now() - t0;
  if (response.status !== 200) throw new Error(`${item.path} → ${response.status}`);
  return ms;
}

for (const item of cases.slice(0, WARMUP)) await run(item);
const times: { label: string; ms: number }[] = [];
for (const item of cases.slice(WARMUP)) times.push({ label: item.label, ms: await run(item) });

const quantile = (sorted: number[], q: number): number =>
  sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? NaN;
const summary = (ms: number[]): string => {
  const sorted = [...ms].sort((a, b) => a - b);
  const mean = sorted.reduce((sum, value) => sum + value, 0) / sorted.length;
  return `p50 ${quantile(sorted, 0.5).toFixed(2)}  p90 ${quantile(sorted, 0.9).toFixed(2)}  p99 ${quantile(sorted, 0.99).toFixed(2)}  max ${(sorted.at(-1) ?? NaN).toFixed(2)}  mean ${mean.toFixed(2)}`;
};

const products = db.prepare<[], number>('SELECT count(*) FROM products').pluck().get();
console.log(
  `seeded ${products} products in ${seedMs.toFixed(0)} ms; ${WARMUP} warm-up, ${times.length} timed list requests (ms)`,
);
console.log(`all         ${summary(times.map((t) => t.ms))}`);
const byScope = new Map<string, number[]>();
for (const { label, ms } of times) {
  const scope = label.split('+')[0] ?? label;
  byScope.set(scope, [...(byScope.get(scope) ?? []), ms]);
}
for (const [scope, ms] of [...byScope].sort()) {
  console.log(`${scope.padEnd(11)} ${summary(ms)}  (n=${ms.length})`);
}
const shopTimes = times.filter((t) => t.label.includes('+shop')).map((t) => t.ms);
if (shopTimes.length > 0) console.log(`+shop       ${summary(shopTimes)}  (n=${shopTimes.length})`);
const slowest = [...times].sort((a, b) => b.ms - a.ms).slice(0, 3);
console.log(`slowest: ${slowest.map((t) => `${t.label} ${t.ms.toFixed(1)}`).join(', ')}`);
cleanup();
