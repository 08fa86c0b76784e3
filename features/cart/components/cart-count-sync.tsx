'use client';

import { useEffect } from 'react';

import { useCart } from '../api/get-cart';
import { useCartCountStore } from '../stores/cart-count-store';

/**
 * Mounted once with the chrome, after hydration (SessionDataSync): fetches the cart and keeps the
 * header and bottom-bar count equal to the cart query, whichever page changes it. Renders nothing.
 */
export function CartCountSync() {
  const quantity = useCart().data?.totals.quantity ?? 0;
  useEffect(() => {
    useCartCountStore.setState({ count: quantity });
  }, [quantity]);
  return null;
}
