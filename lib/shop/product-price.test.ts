import { describe, expect, it } from 'vitest';

import { makeOffer, makeProduct } from '@/features/product/testing/make-product';

import {
  offerPrices,
  productPrices,
  purchaseOptions,
  sellableOffers,
  sitePriceRange,
  startingPrice,
} from './product-price';

describe('sellableOffers', () => {
  it('keeps offers in stock with a size, sorted numerically ascending', () => {
    const product = makeProduct({
      productOffers: [
        makeOffer('a', '21', 1, 100),
        makeOffer('b', '9', 2, 100),
        makeOffer('c', '16,5', 1, 100),
        makeOffer('d', '17', 0, 100),
        makeOffer('e', ' ', 5, 100),
        makeOffer('f', null, 5, 100),
        makeOffer('g', '16', 1, 100),
      ],
    });
    expect(sellableOffers(product).map((offer) => offer.size)).toEqual(['9', '16', '16,5', '21']);
  });
});

describe('purchaseOptions', () => {
  it('offers the sellable sizes of a sized product', () => {
    const options = purchaseOptions(makeProduct());
    expect(options.sized).toBe(true);
    expect(options.offers.map((offer) => offer.size)).toEqual(['15.5', '17', '18']);
  });

  it('uses the single in-stock offer of a product without sizes', () => {
    const product = makeProduct({
      productOffers: [makeOffer('gone', null, 0, 500), makeOffer('here', '', 2, 500)],
    });
    expect(purchaseOptions(product)).toEqual({ sized: false, offers: [product.productOffers[1]] });
  });

  it('has nothing to offer when nothing is in stock', () => {
    const sized = makeProduct({ productOffers: [makeOffer('a', '17', 0, 100)] });
    const sizeless = makeProduct({ productOffers: [makeOffer('a', null, 0, 100)] });
    expect(purchaseOptions(sized).offers).toEqual([]);
    expect(purchaseOptions(sizeless).offers).toEqual([]);
  });
});

describe('prices', () => {
  it('reads the site price and an old price only when it is higher', () => {
    expect(offerPrices(makeOffer('a', '17', 1, 3490, 6350))).toEqual({ current: 3490, old: 6350 });
    expect(offerPrices(makeOffer('a', '17', 1, 3490, 3490))).toEqual({ current: 3490, old: null });
    expect(offerPrices(makeOffer('a', '17', 1, 3490))).toEqual({ current: 3490, old: null });
  });

  it('starts «от» the lowest price when sizes have different prices', () => {
    const offers = [
      makeOffer('a', '17', 1, 15000, 20000),
      makeOffer('b', '18', 1, 12000, 16000),
      makeOffer('c', '19', 1, 18000),
    ];
    expect(startingPrice(offers)).toEqual({ current: 12000, old: 16000, from: true });
    expect(sitePriceRange(offers)).toEqual({ low: 12000, high: 18000 });
  });

  it('shows a plain price when every size costs the same', () => {
    const offers = [makeOffer('a', '17', 1, 9990), makeOffer('b', '18', 1, 9990)];
    expect(startingPrice(offers)).toEqual({ current: 9990, old: null, from: false });
  });

  it('has no starting price without offers', () => {
    expect(startingPrice([])).toEqual({ current: null, old: null, from: false });
    expect(sitePriceRange([])).toBeNull();
  });

  it('keeps the card price: the lowest price in stock', () => {
    const product = makeProduct({
      productOffers: [makeOffer('a', '17', 0, 100), makeOffer('b', '18', 1, 200, 300)],
    });
    expect(productPrices(product)).toEqual({ current: 200, old: 300 });
  });
});
