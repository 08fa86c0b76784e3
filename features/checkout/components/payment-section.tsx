'use client';

import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';

import { FieldError } from '@/components/form/field-error';
import { setCartPaySystem } from '@/lib/platform/api/cart';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import type { PaymentOption } from '@/lib/platform/api/contracts/order';

import { checkoutKeys, getPaymentOptions } from '../api/checkout-api';
import { useCheckoutWrite } from '../hooks/use-place-order';

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

export type PaymentChoice = { id: string; name: string; description?: string };

type PaymentRadioGroupProps = {
  options: readonly PaymentChoice[];
  value: string | null;
  onChange: (id: string) => void;
  /** Loading and failure of the list, and of the last choice (shown as an alert). */
  status?: 'pending' | 'error' | 'ready';
  error?: string | null;
  /** Shown under the group (e.g. what the chosen option means). */
  children?: ReactNode;
};

/** «Оплата»: a radio group of payment options (presentational; new and legacy checkouts). */
export function PaymentRadioGroup({
  options,
  value,
  onChange,
  status = 'ready',
  error,
  children,
}: PaymentRadioGroupProps) {
  const id = useId();
  return (
    <section className={styles.section} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.sectionTitle}>
        Оплата
      </h2>
      {status === 'pending' && <p aria-live="polite">Загружаем способы оплаты…</p>}
      {status === 'error' && <p role="alert">Не удалось загрузить способы оплаты</p>}
      {status === 'ready' && options.length === 0 && <p>Нет доступных способов оплаты</p>}
      {options.length > 0 && (
        <div role="radiogroup" aria-label="Способ оплаты" className={styles.list}>
          {options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input
                type="radio"
                name={`${id}-payment`}
                value={option.id}
                checked={value === option.id}
                onChange={() => onChange(option.id)}
                aria-labelledby={`${id}-${option.id}-name`}
                aria-describedby={option.description ? `${id}-${option.id}-details` : undefined}
              />
              <span id={`${id}-${option.id}-name`} className={styles.optionTitle}>
                {option.name}
              </span>
              {option.description && (
                <span id={`${id}-${option.id}-details`} className={styles.optionDetails}>
                  {option.description}
                </span>
              )}
            </label>
          ))}
        </div>
      )}
      {children}
      <FieldError message={error} className={styles.error} />
    </section>
  );
}

/** New checkout: the cart's payment options (order service); a choice goes on the cart. */
export function PaymentSection({
  cartUuid,
  currentUuid,
  onCartChanged,
}: {
  cartUuid: string;
  currentUuid: string | null | undefined;
  /** The cart the choice's write answered (null: the write failed, read the cart again). */
  onCartChanged: (cart: Cart | null) => Promise<unknown>;
}) {
  const [picked, setPicked] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const options = useQuery({
    queryKey: checkoutKeys.payment(cartUuid),
    queryFn: () => getPaymentOptions(cartUuid),
  });
  // in turn with the delivery's writes, and before an order asked after it
  const save = useCheckoutWrite(cartUuid, setCartPaySystem);
  const list = options.data ?? [];
  const selected = picked ?? defaultPaymentUuid(list, currentUuid);

  async function choose(uuid: string) {
    setPicked(uuid);
    setFailed(false);
    let cart: Cart | null = null;
    try {
      cart = await save.mutateAsync(uuid);
    } catch {
      setFailed(true);
    }
    await onCartChanged(cart);
  }

  return (
    <PaymentRadioGroup
      options={list.map((option) => ({ id: option.uuid, name: option.name }))}
      value={selected}
      onChange={(uuid) => void choose(uuid)}
      status={options.isPending ? 'pending' : options.isError ? 'error' : 'ready'}
      error={failed ? 'Не удалось выбрать способ оплаты' : null}
    />
  );
}
