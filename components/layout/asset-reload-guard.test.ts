import { describe, expect, it } from 'vitest';

import {
  isChunkLoadFailure,
  isNextAssetElement,
  shouldReloadAfterAssetFailure,
} from './asset-reload-guard';

describe('shouldReloadAfterAssetFailure', () => {
  const now = 1_700_000_000_000;

  it('reloads when the page never reloaded for an asset', () => {
    expect(shouldReloadAfterAssetFailure(null, now)).toBe(true);
  });

  it('does not reload twice within 60 seconds', () => {
    expect(shouldReloadAfterAssetFailure(now - 1, now)).toBe(false);
    expect(shouldReloadAfterAssetFailure(now - 59_999, now)).toBe(false);
  });

  it('reloads again once 60 seconds have passed', () => {
    expect(shouldReloadAfterAssetFailure(now - 60_000, now)).toBe(true);
    expect(shouldReloadAfterAssetFailure(now - 3_600_000, now)).toBe(true);
  });

  it('treats a stamp from the future or garbage as stale', () => {
    expect(shouldReloadAfterAssetFailure(now + 10_000, now)).toBe(true);
    expect(shouldReloadAfterAssetFailure(Number.NaN, now)).toBe(true);
  });
});

describe('isChunkLoadFailure', () => {
  it('recognises chunk load errors', () => {
    const chunk = Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadFailure(chunk)).toBe(true);
    expect(
      isChunkLoadFailure(new TypeError('Failed to fetch dynamically imported module: x')),
    ).toBe(true);
    expect(isChunkLoadFailure('Loading CSS chunk 7 failed')).toBe(true);
  });

  it('ignores other rejections', () => {
    expect(isChunkLoadFailure(new Error('Network Error'))).toBe(false);
    expect(isChunkLoadFailure(undefined)).toBe(false);
  });
});

describe('isNextAssetElement', () => {
  it('matches /_next/ scripts and stylesheets only', () => {
    const script = document.createElement('script');
    script.src = '/_next/static/chunks/app.js';
    const css = document.createElement('link');
    css.rel = 'stylesheet';
    css.href = '/_next/static/css/app.css';
    const icon = document.createElement('link');
    icon.rel = 'icon';
    icon.href = '/_next/static/icon.png';
    const image = document.createElement('img');
    expect(isNextAssetElement(script)).toBe(true);
    expect(isNextAssetElement(css)).toBe(true);
    expect(isNextAssetElement(icon)).toBe(false);
    expect(isNextAssetElement(image)).toBe(false);
  });
});
