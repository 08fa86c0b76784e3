import { describe, expect, it } from 'vitest';

import { makeProduct } from '@/features/product/testing/make-product';

import { productImageUrls } from './product-images';

describe('productImageUrls', () => {
  it('makes the gallery absolute, else the preview, and leaves out an empty address', () => {
    const gallery = makeProduct({
      images: [
        { image_url_lg: '/media/p/a.svg', image_url_sm: '' },
        { image_url_lg: '', image_url_sm: '' },
      ],
    });
    expect(productImageUrls(gallery, 'https://shop.example')).toEqual([
      'https://shop.example/media/p/a.svg',
    ]);
    const preview = makeProduct({ images: [], preview_image: { image_url_lg: 'b.svg' } });
    expect(productImageUrls(preview, 'https://shop.example/')).toEqual([
      'https://shop.example/b.svg',
    ]);
  });
});
