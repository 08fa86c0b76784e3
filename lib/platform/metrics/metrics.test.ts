// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { metrics, routeTemplate } from './metrics.mjs';

/** The top-level route folders of the app (route groups opened, private and catch-all skipped). */
function sections(): string[] {
  const app = join(process.cwd(), 'app');
  const folders = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  return folders(app)
    .flatMap((name) => (name.startsWith('(') ? folders(join(app, name)) : [name]))
    .filter((name) => !/^[_[]/.test(name) && !['api', 'svc', 'media'].includes(name));
}

describe('routeTemplate', () => {
  it('names every section of the app, so no page is counted as `other`', () => {
    for (const section of sections()) {
      expect(routeTemplate(`/${section}/`), section).toBe(`/${section}/`);
    }
  });

  it.each([
    ['/', '/'],
    ['/catalog/kolca/', '/catalog/*'],
    ['/product/kolco-10045946/', '/product/*'],
    ['/svc/catalog/product/list', '/svc/catalog'],
    ['/svc/../etc', '/svc'],
    ['/api/metrics', '/api/metrics'],
    ['/_next/static/chunks/a.js', '/_next/static'],
    ['/media/p/ring.svg', '/media'],
    ['/wp-login.php', 'other'],
    ['/a-shopper-typed-this/', 'other'],
  ])('%s → %s (a label never carries an id or a stranger’s text)', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});

describe('metrics', () => {
  it('is one registry per process, whoever asks', async () => {
    expect(metrics()).toBe(metrics());
    metrics().serviceCalls.inc({ service: 'catalog', outcome: 'ok' });
    const text = await metrics().registry.metrics();
    expect(text).toContain('storefront_service_calls_total{service="catalog",outcome="ok"}');
    expect(text).toContain('process_cpu_seconds_total');
  });
});
