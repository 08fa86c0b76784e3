import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { DEFAULT_GTM_SCRIPT_URL, type AnalyticsSettings } from '@/lib/platform/env';
import { SettingsProvider } from '@/lib/platform/settings-context';
import { readConsent, saveConsent } from '@/lib/platform/third-parties/consent';
import { TEST_SETTINGS } from '@/tests/test-utils';

import { ThirdParties } from './third-parties';

const loadCounters = vi.hoisted(() => vi.fn(async () => undefined));
const startWebVitals = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('@/lib/platform/third-parties/counters', () => ({ loadCounters }));
vi.mock('@/lib/platform/third-parties/web-vitals', () => ({ startWebVitals }));

const CONFIGURED: AnalyticsSettings = {
  gtmId: 'GTM-ABC123',
  gtmScriptUrl: DEFAULT_GTM_SCRIPT_URL,
  metricaId: '12345678',
};

/** Renders the loaders and lets the page become idle (no requestIdleCallback in jsdom: a timer). */
async function renderIdle(analytics?: AnalyticsSettings) {
  render(
    <SettingsProvider value={{ ...TEST_SETTINGS, analytics }}>
      <ThirdParties />
    </SettingsProvider>,
  );
  await act(async () => {
    await vi.advanceTimersByTimeAsync(5);
  });
  await act(() => vi.dynamicImportSettled());
}

const banner = () => screen.queryByRole('region', { name: 'Cookie и счётчики' });

beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  localStorage.clear();
  document.cookie = 'app_mode=; max-age=0; path=/';
});

describe('ThirdParties', () => {
  it('unconfigured: no banner, no counter and no Web Vitals (nothing would read them)', async () => {
    await renderIdle(undefined);
    expect(banner()).not.toBeInTheDocument();
    expect(loadCounters).not.toHaveBeenCalled();
    expect(startWebVitals).not.toHaveBeenCalled();
  });

  it('configured: Web Vitals start once the page is idle, before any consent', async () => {
    await renderIdle(CONFIGURED);
    expect(startWebVitals).toHaveBeenCalledOnce();
    expect(loadCounters).not.toHaveBeenCalled();
  });

  it('configured: asks first, loads the counters only after «Принять», and remembers', async () => {
    await renderIdle(CONFIGURED);
    expect(banner()).toBeInTheDocument();
    expect(loadCounters).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Принять' }));
    await act(() => vi.dynamicImportSettled());
    expect(banner()).not.toBeInTheDocument();
    expect(readConsent()).toBe('all');
    expect(loadCounters).toHaveBeenCalledWith(CONFIGURED);
  });

  it('«Только необходимые» keeps the counters off', async () => {
    await renderIdle(CONFIGURED);
    fireEvent.click(screen.getByRole('button', { name: 'Только необходимые' }));
    await act(() => vi.dynamicImportSettled());
    expect(banner()).not.toBeInTheDocument();
    expect(readConsent()).toBe('necessary');
    expect(loadCounters).not.toHaveBeenCalled();
  });

  it('a remembered consent loads the counters without asking', async () => {
    saveConsent('all');
    await renderIdle(CONFIGURED);
    expect(banner()).not.toBeInTheDocument();
    expect(loadCounters).toHaveBeenCalledOnce();
  });

  it('shows no banner in the native app', async () => {
    document.cookie = 'app_mode=1; path=/';
    await renderIdle(CONFIGURED);
    expect(banner()).not.toBeInTheDocument();
    expect(loadCounters).not.toHaveBeenCalled();
  });
});
