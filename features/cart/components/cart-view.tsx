'use client';

import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { ENGRAVING_NO_RETURN } from '@/lib/shop/engraving';
import { productCount } from '@/lib/shop/format/plural';

import { useCart, type ServerCart } from '../api/get-cart';
import { useReportCartView } from '../hooks/use-report-cart-view';
import { useCartStore } from '../stores/cart-store';

import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';
import styles from './cart-view.module.css';
import { CHECKOUT_PATH, CheckoutHrefContext } from './checkout-action';
import { PromoForm } from './promo-form';

type CartViewProps = {
  /** Where «Оформить заказ» leads: /checkoutnew/ (default) or /checkout_old/ on /cart_old/. */
  checkoutHref?: string;
  /**
   * The cart the page's render read (features/cart/api/get-server-cart.ts): `null` for no session,
   * `undefined` when the server could not read it (the browser then does, behind the skeleton).
   */
  serverCart?: ServerCart;
};

/**
 * The cart page: lines, promo code, summary; a skeleton while loading, an empty state when empty.
 * The server draws the cart it read; when it could not, the browser reads it after the page paints,
 * so every state sits in a box at least as tall as the skeleton: the footer does not jump when the
 * skeleton gives way (layout shift, docs/performance.md).
 */
export function CartView(props: CartViewProps) {
  return (
    <div className={styles.view}>
      <CartContent {...props} />
    </div>
  );
}

function CartContent({ checkoutHref = CHECKOUT_PATH, serverCart }: CartViewProps) {
  const { data: cart, isPending, isError, isFetching, refetch } = useCart(serverCart);
  const loading = useCartStore((state) => state.loading);
  const clearOutOfStock = useCartStore((state) => state.clearOutOfStock);
  useReportCartView(cart);

  if (isPending) return <CartSkeleton />;
  // A failed read shows the failed state only when there is no cart to show: a background read
  // after the server's copy that fails keeps that copy on screen, and says so above it.
  const retry = { onRetry: refetch, retrying: isFetching };
  if (isError && cart === undefined) {
    return (
      <div className={styles.state}>
        <h1 className="page-title">Корзина</h1>
        <LoadFailed message="Не удалось загрузить корзину." {...retry} />
      </div>
    );
  }
  const stale = isError && (
    <LoadFailed
      role="status"
      message="Не удалось обновить корзину: показана последняя загруженная."
      {...retry}
    />
  );
  if (!cart || cart.items.length === 0) {
    return (
      <div className={styles.state}>
        <h1 className="page-title">Корзина</h1>
        {stale}
        <p>В корзине пока ничего нет.</p>
        <AppLink href="/catalog/" className={styles.cta}>
          Перейти в каталог
        </AppLink>
      </div>
    );
  }

  const hasUnavailable = cart.items.some((item) => !item.isCompleted);
  const hasEngraving = cart.items.some((item) => item.engraving);
  return (
    <>
      <h1 className="page-title">
        Корзина <span className={styles.count}>{productCount(cart.totals.quantity)}</span>
      </h1>
      {stale}
      {hasUnavailable && (
        <div className={styles.notice} role="note">
          <p>Некоторых товаров из корзины нет в наличии.</p>
          <Button
            variant="secondary"
            aria-disabled={loading}
            onClick={() => !loading && void clearOutOfStock()}
          >
            Удалить недоступные товары
          </Button>
        </div>
      )}
      <div className={styles.layout}>
        <ul className={styles.lines} aria-label="Товары в корзине">
          {cart.items.map((item) => (
            <CartLine key={item.uuid} item={item} />
          ))}
        </ul>
        <aside className={styles.side} aria-label="Промокод и итог">
          <PromoForm cart={cart} />
          {/* once, before «Оформить заказ»: a made-to-order piece cannot be returned */}
          {hasEngraving && (
            <p className={styles.notice} role="note">
              {ENGRAVING_NO_RETURN}
            </p>
          )}
          <CheckoutHrefContext value={checkoutHref}>
            <CartSummary cart={cart} />
          </CheckoutHrefContext>
        </aside>
      </div>
    </>
  );
}

function CartSkeleton() {
  return (
    <div aria-busy="true" aria-live="polite">
      <h1 className="page-title">Корзина</h1>
      <p className="visually-hidden">Загружаем корзину…</p>
      <div className={styles.layout} aria-hidden>
        <div className={styles.lines}>
          {[0, 1, 2].map((index) => (
            <div key={index} className={styles.skeletonLine} />
          ))}
        </div>
        <div className={styles.skeletonSide} />
      </div>
    </div>
  );
}
