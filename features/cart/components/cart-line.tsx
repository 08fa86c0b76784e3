'use client';

import Image from 'next/image';
import { useId } from 'react';

import { AppLink } from '@/components/ui/app-link';
import type { CartItem } from '@/lib/platform/api/contracts/cart';
import { engravingLabel } from '@/lib/shop/engraving';
import { formatRub } from '@/lib/shop/format/money';

import { useCartStore } from '../stores/cart-store';

import styles from './cart-line.module.css';
import { QuantityStepper } from './quantity-stepper';

type CartLineProps = { item: CartItem };

/** One line of the cart: picture, name, size, prices, quantity stepper and «Удалить». */
export function CartLine({ item }: CartLineProps) {
  const nameId = useId();
  const busy = useCartStore((state) => state.loading);
  const lineBusy = useCartStore((state) => state.busyUuid === item.uuid);
  const increase = useCartStore((state) => state.increase);
  const decrease = useCartStore((state) => state.decrease);
  const remove = useCartStore((state) => state.remove);
  const href = `/product/${item.product.slug}/`;

  return (
    <li className={styles.line} aria-busy={lineBusy} aria-labelledby={nameId}>
      <AppLink href={href} className={styles.picture} tabIndex={-1} aria-hidden>
        {item.product.image ? (
          <Image src={item.product.image} alt="" width={96} height={96} />
        ) : null}
      </AppLink>
      <div className={styles.info}>
        <AppLink href={href} className={styles.name} id={nameId}>
          {item.product.name}
        </AppLink>
        {item.size && <p className={styles.meta}>Размер: {item.size}</p>}
        <p className={styles.meta}>Цена: {formatRub(item.price)}</p>
        {item.engraving && (
          <p className={styles.meta}>
            {engravingLabel(item.engraving)},{' '}
            {item.engraving.price > 0 ? formatRub(item.engraving.price) : 'в подарок'}
          </p>
        )}
        {!item.isCompleted && <p className={styles.unavailable}>Нет в наличии</p>}
        {item.isCompleted && item.selected === false && (
          <p className={styles.meta}>Не входит в заказ</p>
        )}
      </div>
      <QuantityStepper
        quantity={item.quantity}
        busy={busy}
        canIncrease={item.isCompleted}
        available={item.available}
        onIncrease={() => void increase(item.uuid)}
        onDecrease={() => void decrease(item.uuid)}
      />
      <p className={styles.cost}>
        <span className={styles.costLabel}>Стоимость: </span>
        {formatRub(item.cost)}
      </p>
      <button
        type="button"
        className={styles.remove}
        aria-disabled={busy}
        aria-describedby={nameId}
        onClick={() => !busy && void remove(item.uuid)}
      >
        Удалить
      </button>
    </li>
  );
}
