// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

import { processShared, replaceProcessShared } from './process-shared.mjs';

describe('processShared: one value per name in the process', () => {
  it('makes the value once, whichever copy of the module asks', async () => {
    const create = vi.fn(() => ({ made: Math.random() }));
    const first = processShared('test.once', create);
    // a bundle has its own copy of the module: a fresh import stands for another bundle
    vi.resetModules();
    const again = await import('./process-shared.mjs');
    expect(again.processShared('test.once', create)).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps a null value (e.g. no Redis) instead of making it again', () => {
    const create = vi.fn(() => null);
    expect(processShared('test.null', create)).toBeNull();
    expect(processShared('test.null', create)).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('a test may replace or forget a value', () => {
    processShared('test.replace', () => 1);
    replaceProcessShared('test.replace', 2);
    expect(processShared('test.replace', () => 3)).toBe(2);
    replaceProcessShared('test.replace', undefined);
    expect(processShared('test.replace', () => 3)).toBe(3);
  });
});
