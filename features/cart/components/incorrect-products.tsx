'use client';

import { useRouter } from 'next/navigation';

import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';

import { useCart } from '../api/get-cart';
import { useCartStore } from '../stores/cart-store';

import styles from './cart-view.module.css';

export const ALL_MISSING_TEXT =
  'Товары из вашей корзины больше недоступны для заказа, т.к. их больше нет в наличии. После нажатия кнопки ниже вы будете перенаправлены обратно на страницу корзины.';
export const SOME_MISSING_TEXT =
  'Один или несколько товаров из вашей корзины недоступны для заказа, т.к. их нет в наличии. Мы уберём их из заказа — остальные товары можно оформить. После нажатия кнопки ниже вы будете перенаправлены обратно на страницу корзины.';

/**
 * /incorrect-products-count/: why the cart cannot be ordered as it is (spec 8). «ПРОДОЛЖИТЬ» removes
 * the lines that are out of stock and returns to the cart (spec 4: after acknowledging, back to the
 * cart), whether or not the removal succeeded: the cart page shows what is left either way.
 */
export function IncorrectProducts() {
  const router = useRouter();
  const { data: cart, isPending } = useCart();
  const loading = useCartStore((state) => state.loading);
  const clearOutOfStock = useCartStore((state) => state.clearOutOfStock);

  if (isPending) return <p aria-busy="true">Проверяем корзину…</p>;
  const status = cart?.status ?? null;
  if (!status) {
    return (
      <div className={styles.state}>
        <p>Все товары в корзине доступны для заказа.</p>
        <AppLink href="/cart/" className={styles.cta}>
          Вернуться в корзину
        </AppLink>
      </div>
    );
  }

  const onContinue = async () => {
    if (loading) return;
    await clearOutOfStock();
    router.push('/cart/');
  };

  return (
    <div className={styles.state}>
      <p>{status === 'STATUS_ALL_PRODUCTS_DO_NOT_EXIST' ? ALL_MISSING_TEXT : SOME_MISSING_TEXT}</p>
      <Button aria-busy={loading} aria-disabled={loading} onClick={() => void onContinue()}>
        ПРОДОЛЖИТЬ
      </Button>
    </div>
  );
}
