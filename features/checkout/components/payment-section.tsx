'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import type { PaymentOption } from '@/lib/api/contracts/order';

import { checkoutKeys, getPaymentOptions, setCartPaySystem } from '../api/checkout-api';

import styles from './checkout.module.css';

/** Spec 4: the cart's choice if still offered, else the default option, else cash. */
export function defaultPaymentUuid(
  options: PaymentOption[],
  current: string | null | undefined,
): string | null {
  if (current && options.some((option) => option.uuid === current)) return current;
  const fallback =
    options.find((option) => option.isDefault) ??
    options.find((option) => option.code === 'cash') ??
    options[0];
  return fallback?.uuid ?? null;
}

export function PaymentSection({
  cartUuid,
  currentUuid,
  onCartChanged,
}: {
  cartUuid: string;
  currentUuid: string | null | undefined;
  onCartChanged: () => Promise<unknown>;
}) {
  const id = useId();
  const [picked, setPicked] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const options = useQuery({
    queryKey: checkoutKeys.payment(cartUuid),
    queryFn: () => getPaymentOptions(cartUuid),
  });
  const list = options.data ?? [];
  const selected = picked ?? defaultPaymentUuid(list, currentUuid);

  async function choose(uuid: string) {
    setPicked(uuid);
    setFailed(false);
    try {
      await setCartPaySystem(uuid);
    } catch {
      setFailed(true);
    }
    await onCartChanged();
  }

  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Оплата
      </h2>
      {options.isPending && <p aria-live="polite">Загружаем способы оплаты…</p>}
      {options.isError && <p role="alert">Не удалось загрузить способы оплаты</p>}
      {options.isSuccess && list.length === 0 && <p>Нет доступных способов оплаты</p>}
      {list.length > 0 && (
        <div role="radiogroup" aria-label="Способ оплаты" className={styles.list}>
          {list.map((option) => (
            <label key={option.uuid} className={styles.option}>
              <input
                type="radio"
                name={`${id}-payment`}
                value={option.uuid}
                checked={selected === option.uuid}
                onChange={() => void choose(option.uuid)}
              />
              <span className={styles.optionTitle}>{option.name}</span>
            </label>
          ))}
        </div>
      )}
      {failed && (
        <p role="alert" className={styles.error}>
          Не удалось выбрать способ оплаты
        </p>
      )}
    </section>
  );
}
