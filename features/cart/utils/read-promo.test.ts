import { describe, expect, it } from 'vitest';

import { makeCart } from '../testing/make-cart';

import { readPromo } from './read-promo';

describe('readPromo (spec 4: the promo code is read from the promo adjustment)', () => {
  it('reads the code and its discount from the adjustment of type promo', () => {
    const cart = makeCart([], {
      adjustments: [
        { type: 'bonus', promocode: null, amount: -100 },
        { type: 'promo', promocode: 'GOLD10', amount: -1500 },
      ],
    });
    expect(readPromo(cart)).toEqual({ code: 'GOLD10', amount: 1500 });
  });

  it('falls back to the cart-level code when the adjustment carries none', () => {
    const cart = makeCart([], {
      promocode: 'SPRING',
      adjustments: [{ type: 'promo', promocode: null, amount: 500 }],
    });
    expect(readPromo(cart)).toEqual({ code: 'SPRING', amount: 500 });
  });

  it('is null without a promo adjustment, even if the cart names a code', () => {
    expect(readPromo(makeCart([], { promocode: 'GOLD10' }))).toBeNull();
    const delivery = makeCart([], {
      adjustments: [{ type: 'delivery', promocode: null, amount: 300 }],
    });
    expect(readPromo(delivery)).toBeNull();
  });
});
