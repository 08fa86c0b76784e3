'use client';

import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';

import { ConsentCheckbox } from '@/components/form/consent-checkbox';
import { PhoneField } from '@/components/form/phone-field';
import { TextField } from '@/components/form/text-field';
import { Button } from '@/components/ui/button';
import { RESERVATION_NAME_MAX_LENGTH } from '@/lib/platform/api/contracts/reservations';
import type { Shop } from '@/lib/platform/api/contracts/shops';

import { EMPTY_RESERVATION_FORM, reservationFormSchema } from '../schemas';

import { PhoneCodeStep } from './phone-code-step';
import styles from './reservation.module.css';
import { useContactPrefill } from './use-contact-prefill';
import { useReservationSubmit, type ReservationCallbacks } from './use-reservation-submit';

type ReservationFormProps = ReservationCallbacks & {
  shop: Shop;
  productUuid: string;
  offerId: string;
};

/**
 * «Имя», «Телефон», the consent and «Забронировать» for one shop; for a guest, first «Получить
 * код» and the SMS code, as in the sign-in dialog (use-reservation-submit.ts). A refusal keeps
 * every field as typed: the service's messages under the fields they name, the rest (out of
 * stock, the limit of reservations when it names no field) as the form's message.
 */
export function ReservationForm({ shop, productUuid, offerId, ...on }: ReservationFormProps) {
  const formId = useId();
  const form = useForm({
    resolver: zodResolver(reservationFormSchema),
    defaultValues: EMPTY_RESERVATION_FORM,
    shouldFocusError: false,
  });
  useContactPrefill(form);
  const piece = { shopId: shop.id, productUuid, offerUuid: offerId };
  const submit = useReservationSubmit(form, piece, on, () => document.getElementById(formId));
  const { register, control, formState } = form;
  const { phoneCode, busy } = submit;
  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      aria-label="Бронь"
      onSubmit={submit.onSubmit}
    >
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
      {phoneCode.active && (
        <PhoneCodeStep
          phone={form.getValues('phone')}
          code={phoneCode.code}
          onCode={phoneCode.type}
          onResend={submit.resendCode}
          error={phoneCode.error ?? undefined}
          disabled={busy}
        />
      )}
      {submit.failure && (
        <p role="alert" className={styles.failure}>
          {submit.failure}
        </p>
      )}
      <Button type="submit" block disabled={busy} aria-busy={busy || undefined}>
        {!submit.reserving
          ? 'Получить код'
          : formState.isSubmitting
            ? 'Бронируем…'
            : 'Забронировать'}
      </Button>
    </form>
  );
}
