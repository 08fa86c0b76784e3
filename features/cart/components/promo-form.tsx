'use client';

import { useEffect, useId, useRef, useState } from 'react';

import { FieldError } from '@/components/form/field-error';
import { Button } from '@/components/ui/button';
import { OFFLINE_REASON, OfflineHint } from '@/components/ui/offline-hint';
import type { Cart } from '@/lib/platform/api/contracts/cart';
import { useOnline } from '@/lib/platform/hooks/use-online';
import { formatRub } from '@/lib/shop/format/money';

import { useCartStore } from '../stores/cart-store';
import { readPromo } from '../utils/read-promo';

import styles from './cart-summary.module.css';

type PromoFormProps = { cart: Cart };

/**
 * Text typed before hydration is only in the field: take it over, or the next render (the offline
 * notice) would put the empty state back into the field.
 */
function useTypedBeforeHydration(setText: (text: string) => void) {
  const field = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = field.current?.value;
    if (typed) setText(typed);
  }, [setText]);
  return field;
}

/**
 * «Промокод»: the applied code with its discount and «Удалить», or the field with «Применить». A
 * refused code shows the server's message under the field and the typed text stays.
 */
export function PromoForm({ cart }: PromoFormProps) {
  const [code, setCode] = useState('');
  const field = useTypedBeforeHydration(setCode);
  const fieldId = useId();
  const errorId = useId();
  const appliedId = useId();
  const offlineId = useId();
  const online = useOnline();
  const loading = useCartStore((state) => state.loading);
  const promoError = useCartStore((state) => state.promoError);
  const applyPromo = useCartStore((state) => state.applyPromo);
  const removePromo = useCartStore((state) => state.removePromo);
  const clearPromoError = useCartStore((state) => state.clearPromoError);
  const applied = readPromo(cart);

  if (applied) {
    return (
      <div className={styles.promo}>
        <p id={appliedId} className={styles.applied}>
          Промокод <strong>{applied.code}</strong> применён
          {applied.amount > 0 && <>: скидка {formatRub(applied.amount)}</>}
        </p>
        <button
          type="button"
          className={styles.linkButton}
          aria-describedby={appliedId}
          aria-disabled={loading}
          onClick={() => !loading && void removePromo()}
        >
          Удалить
        </button>
      </div>
    );
  }

  // A form action, not onSubmit: React holds a submit made before the page has hydrated and runs it
  // once it has (React 19 form replaying); with onSubmit the browser would submit natively, reload
  // the page and lose the code. The typed text is read from the form: before hydration it is only
  // in the field, and a refused code must keep it.
  const submit = async (form: FormData) => {
    if (useCartStore.getState().loading) return;
    const typed = String(form.get('code') ?? '');
    setCode(typed);
    if (await applyPromo(typed)) setCode('');
  };

  return (
    <form className={styles.promo} action={submit} noValidate>
      <label htmlFor={fieldId} className={styles.label}>
        Промокод
      </label>
      <div className={styles.promoRow}>
        <input
          ref={field}
          id={fieldId}
          name="code"
          className={styles.input}
          value={code}
          autoComplete="off"
          aria-invalid={promoError ? true : undefined}
          aria-describedby={promoError ? errorId : undefined}
          onChange={(event) => {
            setCode(event.target.value);
            if (promoError) clearPromoError();
          }}
        />
        <Button
          type="submit"
          variant="secondary"
          aria-busy={loading && code !== ''}
          disabled={!online}
          title={online ? undefined : OFFLINE_REASON}
          aria-describedby={online ? undefined : offlineId}
        >
          Применить
        </Button>
      </div>
      {!online && <OfflineHint id={offlineId} />}
      <FieldError id={errorId} message={promoError} className={styles.error} />
    </form>
  );
}
