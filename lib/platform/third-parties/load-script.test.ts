import { afterEach, describe, expect, it, vi } from 'vitest';

import { loadScript, pageNonce } from './load-script';

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

const lastScript = () => document.head.querySelector<HTMLScriptElement>('script:last-of-type')!;

describe('pageNonce', () => {
  it('reads the nonce of a script Next rendered, and nothing when there is none', () => {
    expect(pageNonce()).toBeUndefined();
    const script = document.createElement('script');
    script.setAttribute('nonce', 'abc');
    document.head.append(script);
    expect(pageNonce()).toBe('abc');
  });
});

describe('loadScript', () => {
  it('adds an async script with the nonce and resolves true once it has run', async () => {
    const loaded = loadScript('https://example.test/tag.js', 'n0nce');
    const script = lastScript();
    expect(script.src).toBe('https://example.test/tag.js');
    expect(script.async).toBe(true);
    expect(script.nonce || script.getAttribute('nonce')).toBe('n0nce');
    script.dispatchEvent(new Event('load'));
    await expect(loaded).resolves.toBe(true);
  });

  it('swallows a failed or blocked script with a report: resolves false, never rejects', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const loaded = loadScript('https://blocked.test/tag.js', 'n');
    lastScript().dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('https://blocked.test/tag.js'));
  });
});
