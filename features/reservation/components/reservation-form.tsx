'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';

import { ConsentCheckbox } from '@/components/form/consent-checkbox';
import { focusFirstErrorIn } from '@/components/form/focus-first-error';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import type { Reservation } from '@/lib/platform/api/contracts/reservations';
import { RESERVATION_NAME_MAX_LENGTH } from '@/lib/platform/api/contracts/reservations';
import type { Shop } from '@/lib/platform/api/contracts/shops';

import { createReservation, type ReserveField } from '../api/create-reservation';
import {
  EMPTY_RESERVATION_FORM,
  reservationFormSchema,
  type ReservationFormOutput,
} from '../schemas';

import styles from './reservation.module.css';
import { useAttemptKey } from './use-attempt-key';
import { useContactPrefill } from './use-contact-prefill';

type ReservationFormProps = {
  shop: Shop;
  productUuid: string;
  offerId: string;
  onReserved: (reservation: Reservation) => void;
  /** A refusal that changes what the shops hold (out of stock): the list reads it again. */
  onStockChanged: () => void;
};

/**
 * «Имя», «Телефон», the consent and «Забронировать» for one shop. A refusal keeps every field as
 * typed: the service's messages under the fields they name, the rest (out of stock, the limit of
 * reservations when it names no field) as the form's message.
 */
export function ReservationForm(props: ReservationFormProps) {
  const formId = useId();
  const sending = useRef(false);
  const attempt = useAttemptKey();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({
    resolver: zodResolver(reservationFormSchema),
    defaultValues: EMPTY_RESERVATION_FORM,
    shouldFocusError: false,
  });
  useContactPrefill(form);
  const { register, control, handleSubmit, setError, formState } = form;

  const onValid = async (values: ReservationFormOutput) => {
    setFailure(null);
    const body = {
      shopId: props.shop.id,
      productUuid: props.productUuid,
      offerUuid: props.offerId,
    };
    const request = { ...body, name: values.name, phone: values.phone, consent: true as const };
    const outcome = await createReservation(request, attempt.keyFor(request));
    if (outcome.ok) {
      attempt.done();
      props.onReserved(outcome.reservation);
      return;
    }
    const fields = Object.entries(outcome.fieldErrors) as [ReserveField, string][];
    fields.forEach(([field, message], index) =>
      setError(field, { type: 'server', message }, { shouldFocus: index === 0 }),
    );
    setFailure(outcome.message);
    if (outcome.code === 'out_of_stock') props.onStockChanged();
  };
  // the guard is set on the click itself, before the (async) validation: a double click sends once
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    const onInvalid = focusFirstErrorIn(() => document.getElementById(formId));
    void handleSubmit(
      onValid,
      onInvalid,
    )(event).finally(() => {
      sending.current = false;
    });
  };

  const busy = formState.isSubmitting;
  return (
    <form id={formId} noValidate className={styles.form} aria-label="Бронь" onSubmit={onSubmit}>
      <TextField
        label="Имя"
        required
        autoComplete="given-name"
        maxLength={RESERVATION_NAME_MAX_LENGTH}
        error={formState.errors.name?.message}
        {...register('name')}
      />
      <PhoneField control={control} name="phone" label="Телефон" required />
      <ConsentCheckbox error={formState.errors.consent?.message} {...register('consent')} />
      {failure && (
        <p role="alert" className={styles.failure}>
          {failure}
        </p>
      )}
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {busy ? 'Бронируем…' : 'Забронировать'}
      </Button>
    </form>
  );
}
