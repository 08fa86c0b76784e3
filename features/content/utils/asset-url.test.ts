import { describe, expect, it } from 'vitest';

import { assetUrl } from './asset-url';

describe('assetUrl', () => {
  it('sends service-drawn pictures through /svc and leaves /media alone', () => {
    expect(assetUrl('/main/gold-bars/1/image.svg')).toBe('/svc/main/gold-bars/1/image.svg');
    expect(assetUrl('/media/p/ring.svg')).toBe('/media/p/ring.svg');
  });
});
