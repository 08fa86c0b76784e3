import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MetricWithAttribution } from 'web-vitals/attribution';

import { pageTemplate } from './page-template';
import { startWebVitals, vitalsEntry } from './web-vitals';

type Callback = (metric: MetricWithAttribution) => void;
const callbacks = vi.hoisted(() => new Map<string, (metric: unknown) => void>());

vi.mock('web-vitals/attribution', () => {
  const on = (name: string) => (callback: (metric: unknown) => void) => {
    callbacks.set(name, callback);
  };
  return {
    onLCP: on('LCP'),
    onINP: on('INP'),
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onTTFB: on('TTFB'),
  };
});

const metric = (fields: Partial<MetricWithAttribution>): MetricWithAttribution =>
  ({
    name: 'LCP',
    value: 1234.56,
    rating: 'good',
    delta: 1234.56,
    id: 'v5-1',
    entries: [],
    navigationType: 'navigate',
    attribution: {},
    ...fields,
  }) as MetricWithAttribution;

const dataLayer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer;

afterEach(() => {
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
  callbacks.clear();
});

describe('pageTemplate', () => {
  it.each([
    ['/', 'home'],
    ['/catalog/kolca/', 'catalogue'],
    ['/collections/outlet/', 'catalogue'],
    ['/product/kolco-123/', 'product'],
    ['/cart/', 'cart'],
    ['/checkout/', 'checkout'],
    ['/checkout_old/success/', 'checkout'],
    ['/account/orders/', 'account'],
    ['/blog/novosti/', 'content'],
    ['/catalogue-not/', 'content'],
  ])('%s is %s', (path, template) => {
    expect(pageTemplate(path)).toBe(template);
  });
});

describe('the Web Vitals reporter', () => {
  it('pushes every metric of the visit to the data layer, tagged by page template', async () => {
    await startWebVitals('/product/kolco-123/');
    expect([...callbacks.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    (callbacks.get('LCP') as Callback)(metric({ attribution: { target: 'main>img' } } as never));
    (callbacks.get('CLS') as Callback)(
      metric({ name: 'CLS', value: 0.123456, rating: 'needs-improvement', id: 'v5-2' }),
    );
    expect(dataLayer()).toEqual([
      {
        event: 'web_vitals',
        metric_name: 'LCP',
        metric_value: 1235,
        metric_rating: 'good',
        page_template: 'product',
        metric_id: 'v5-1',
        metric_target: 'main>img',
      },
      {
        event: 'web_vitals',
        metric_name: 'CLS',
        metric_value: 0.1235,
        metric_rating: 'needs-improvement',
        page_template: 'product',
        metric_id: 'v5-2',
      },
    ]);
  });

  it('names the element behind INP', () => {
    const entry = vitalsEntry(
      metric({
        name: 'INP',
        value: 312,
        rating: 'poor',
        attribution: { interactionTarget: 'button' },
      } as never),
      'cart',
    );
    expect(entry).toMatchObject({
      metric_name: 'INP',
      metric_target: 'button',
      page_template: 'cart',
    });
  });
});
