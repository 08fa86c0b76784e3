'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { useCart } from '@/features/cart/api/get-cart';
import { CartLoadFailed } from '@/features/checkout/components/load-failed';
import { useCheckoutStore } from '@/features/checkout/stores/checkout-store';

/** /checkoutnew/: reads the cart, sets the checkout flag and goes on to /checkout/ (spec 4). */
export function CheckoutEntry() {
  const router = useRouter();
  const cart = useCart();
  const setFetched = useCheckoutStore((state) => state.setCheckoutDataFetched);
  const ready = Boolean(cart.data && cart.data.uuid && cart.data.items.length > 0);

  useEffect(() => {
    if (!ready) return;
    setFetched(true);
    router.replace('/checkout/');
  }, [ready, setFetched, router]);

  if (cart.isPending || ready) return <p aria-live="polite">Готовим оформление заказа…</p>;
  if (cart.isError) {
    return <CartLoadFailed cart={cart} />;
  }
  return (
    <p>
      В корзине нет товаров для оформления. <a href="/cart/">Вернуться в корзину</a>
    </p>
  );
}
