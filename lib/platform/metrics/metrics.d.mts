import type { Counter, Gauge, Histogram, Registry } from 'prom-client';

export function routeTemplate(pathname: string): string;

export type StoreMetrics = {
  registry: Registry;
  httpRequests: Counter<'template' | 'status'>;
  httpDuration: Histogram<'template'>;
  pageViews: Counter<'template' | 'cache'>;
  renderDuration: Histogram<'template'>;
  serviceCalls: Counter<'service' | 'outcome'>;
  serviceDuration: Histogram<'service' | 'outcome'>;
  circuitState: Gauge<'service'>;
  redisCommands: Counter<'outcome'>;
  redisDuration: Histogram;
  revalidations: Counter<'outcome'>;
};

export function metrics(): StoreMetrics;
