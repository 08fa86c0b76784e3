import type { MetricWithAttribution } from 'web-vitals/attribution';

import { pushToDataLayer } from '@/lib/shop/analytics/data-layer';

import { pageTemplate, type PageTemplate } from './page-template';

/** What one metric of a real visit pushes to the data layer (docs/third-parties.md). */
export type VitalsEntry = {
  event: 'web_vitals';
  metric_name: MetricWithAttribution['name'];
  /** Milliseconds, rounded; CLS is unitless, to four places. */
  metric_value: number;
  metric_rating: MetricWithAttribution['rating'];
  page_template: PageTemplate;
  /** Tells reports of one page view apart (a metric may be reported again as it grows). */
  metric_id: string;
  /** The element behind LCP, INP or the largest layout shift, as a CSS selector. */
  metric_target?: string;
};

function targetOf({ attribution }: MetricWithAttribution): string | undefined {
  if ('target' in attribution) return attribution.target;
  if ('interactionTarget' in attribution) return attribution.interactionTarget;
  if ('largestShiftTarget' in attribution) return attribution.largestShiftTarget;
  return undefined;
}

export function vitalsEntry(metric: MetricWithAttribution, template: PageTemplate): VitalsEntry {
  const target = targetOf(metric);
  return {
    event: 'web_vitals',
    metric_name: metric.name,
    metric_value:
      metric.name === 'CLS' ? Math.round(metric.value * 10_000) / 10_000 : Math.round(metric.value),
    metric_rating: metric.rating,
    page_template: template,
    metric_id: metric.id,
    ...(target && { metric_target: target }),
  };
}

/**
 * Sentry, when configured (NEXT_PUBLIC_SENTRY_DSN, inlined at build): a breadcrumb for the next
 * error's context and a distribution per metric and template. The SDK is imported only then.
 */
async function reportToSentry(entry: VitalsEntry): Promise<void> {
  if (!process.env.NEXT_PUBLIC_SENTRY_DSN) return;
  const Sentry = await import('@sentry/nextjs');
  const unit = entry.metric_name === 'CLS' ? 'none' : 'millisecond';
  const attributes = { page_template: entry.page_template, rating: entry.metric_rating };
  Sentry.addBreadcrumb({
    category: 'web-vitals',
    message: `${entry.metric_name} ${entry.metric_value} (${entry.metric_rating})`,
    data: { ...attributes, target: entry.metric_target },
    level: entry.metric_rating === 'poor' ? 'warning' : 'info',
  });
  Sentry.setMeasurement(entry.metric_name.toLowerCase(), entry.metric_value, unit);
  Sentry.metrics.distribution(`web_vitals.${entry.metric_name.toLowerCase()}`, entry.metric_value, {
    unit,
    attributes,
  });
}

/** Reports one metric: the data layer always, Sentry when configured. Never throws. */
export function reportMetric(metric: MetricWithAttribution, template: PageTemplate): void {
  const entry = vitalsEntry(metric, template);
  pushToDataLayer(entry);
  reportToSentry(entry).catch(() => undefined);
}

/**
 * Starts measuring this page view's LCP, INP, CLS, FCP and TTFB. Called after the page
 * is idle, so the library (5.5 KB gzip with attribution, 3.3 KB without) is no part of the first paint: its
 * observers are `buffered`, so paints and shifts before it loaded still count.
 */
export async function startWebVitals(pathname = window.location.pathname): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals/attribution');
  const template = pageTemplate(pathname);
  const report = (metric: MetricWithAttribution) => reportMetric(metric, template);
  onLCP(report);
  onINP(report);
  onCLS(report);
  onFCP(report);
  onTTFB(report);
}
