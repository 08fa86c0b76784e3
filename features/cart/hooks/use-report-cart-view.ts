'use client';

import { useEffect, useEffectEvent, useRef } from 'react';

import type { Cart } from '@/lib/platform/api/contracts/cart';
import { trackViewCart } from '@/lib/shop/analytics/events';
import { cartLineItem } from '@/lib/shop/analytics/items';

/** view_cart once per cart page view, when the cart with its lines is first known. */
export function useReportCartView(cart: Cart | undefined | null): void {
  const reported = useRef(false);
  const hasLines = Boolean(cart && cart.items.length > 0);
  const report = useEffectEvent(() => {
    if (!cart || reported.current) return;
    reported.current = true;
    trackViewCart(
      cart.items.map((line) => cartLineItem(line)),
      {
        value: cart.totals.total,
        coupon: cart.promocode,
      },
    );
  });
  useEffect(() => {
    if (hasLines) report();
  }, [hasLines]);
}
