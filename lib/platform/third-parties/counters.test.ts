import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_GTM_SCRIPT_URL } from '@/lib/platform/env';

import { loadCounters, METRICA_SCRIPT_URL, resetCountersForTests } from './counters';

type Host = { dataLayer?: unknown[]; ym?: ((...args: unknown[]) => void) & { a?: unknown[][] } };
const host = () => window as unknown as Host;
const scripts = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src]')];

/** Settles every script the loaders added: loaded, or failed when `fail` says so. */
function settle(fail = false) {
  for (const script of scripts()) script.dispatchEvent(new Event(fail ? 'error' : 'load'));
}

beforeEach(() => {
  const nonced = document.createElement('script');
  nonced.setAttribute('nonce', 'page-nonce');
  document.head.append(nonced);
});

afterEach(() => {
  document.head.innerHTML = '';
  delete host().dataLayer;
  delete host().ym;
  resetCountersForTests();
  vi.restoreAllMocks();
});

describe('loadCounters', () => {
  it('loads nothing when nothing is configured', async () => {
    await loadCounters(undefined);
    await loadCounters({ gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL });
    expect(scripts()).toHaveLength(0);
    expect(host().dataLayer).toBeUndefined();
    expect(host().ym).toBeUndefined();
  });

  it('starts the tag manager: gtm.js in the data layer, the container with the page nonce', async () => {
    const done = loadCounters({ gtmId: 'GTM-ABC123', gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL });
    const script = scripts()[0]!;
    expect(script.src).toBe('https://www.googletagmanager.com/gtm.js?id=GTM-ABC123');
    expect(script.nonce || script.getAttribute('nonce')).toBe('page-nonce');
    expect(host().dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    settle();
    await done;
  });

  it('starts Metrica reading e-commerce from the data layer', async () => {
    const done = loadCounters({ metricaId: '12345678', gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL });
    const script = scripts()[0]!;
    expect(script.src).toBe(`${METRICA_SCRIPT_URL}?id=12345678`);
    expect(script.nonce || script.getAttribute('nonce')).toBe('page-nonce');
    expect(host().ym?.a).toEqual([
      [12345678, 'init', expect.objectContaining({ ecommerce: 'dataLayer' })],
    ]);
    settle();
    await done;
  });

  it('loads once per page view, and a blocked script is reported, never thrown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const settings = {
      gtmId: 'GTM-ABC123',
      gtmScriptUrl: 'http://127.0.0.1:4100/test/gtm.js',
      metricaId: '1',
    };
    const done = loadCounters(settings);
    await loadCounters(settings);
    expect(scripts()).toHaveLength(2);
    expect(scripts()[0]!.src).toBe('http://127.0.0.1:4100/test/gtm.js?id=GTM-ABC123');
    settle(true);
    await expect(done).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
  });
});
