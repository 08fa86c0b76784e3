'use client';

import { useRef, useState, type FormEvent } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';

import { focusFirstErrorIn } from '@/components/form/focus-first-error';
import {
  RESERVATION_ERROR_CODES,
  type Reservation,
} from '@/lib/platform/api/contracts/reservations';
import { useSessionStore } from '@/stores/session-store';

import { createReservation, type ReserveOutcome } from '../api/create-reservation';
import type { ReservationFormInput, ReservationFormOutput } from '../schemas';

import { useAttemptKey } from './use-attempt-key';
import { usePhoneCode } from './use-phone-code';

type ReservationForm = UseFormReturn<ReservationFormInput, unknown, ReservationFormOutput>;
/** The piece and the shop, as the cart names them. */
export type ReservedPiece = { shopId: number; productUuid: string; offerUuid: string };
export type ReservationCallbacks = {
  onReserved: (reservation: Reservation) => void;
  /** A refusal that changes what the shops hold (out of stock): the list reads it again. */
  onStockChanged: () => void;
};
type Refusal = Extract<ReserveOutcome, { ok: false }>;

/**
 * What «Забронировать» does. A guest proves the phone first, as sign-in does: the first press
 * sends an SMS code («Получить код»), the next sends the reservation with it. A signed-in customer
 * reserves at once; if the phone is not the account's, the service asks for a code and it is sent
 * then. A refusal keeps every field as typed, the code included.
 */
export function useReservationSubmit(
  form: ReservationForm,
  piece: ReservedPiece,
  on: ReservationCallbacks,
  root: () => HTMLElement | null,
) {
  const sending = useRef(false);
  const attempt = useAttemptKey();
  const [failure, setFailure] = useState<string | null>(null);
  const [codeAsked, setCodeAsked] = useState(false);
  const signedIn = useSessionStore((s) => s.hydrated && s.loggedIn);
  const phoneCode = usePhoneCode(useWatch({ control: form.control, name: 'phone' }));
  const needsCode = !signedIn || codeAsked;

  const sendCode = async (phone: string) => {
    setFailure(null);
    const outcome = await phoneCode.send(phone);
    if (outcome.ok) return;
    if (outcome.field) form.setError('phone', { type: 'server', message: outcome.message });
    else setFailure(outcome.message);
  };
  const refuse = (outcome: Refusal) => {
    const { code, ...fields } = outcome.fieldErrors;
    Object.entries(fields).forEach(([field, message], index) =>
      form.setError(
        field as keyof typeof fields,
        { type: 'server', message },
        { shouldFocus: index === 0 },
      ),
    );
    // the code's message goes under the code; with no code step shown, it is the form's
    if (code && phoneCode.active) phoneCode.fail(code);
    setFailure(outcome.message ?? (code && !phoneCode.active ? code : null));
    if (outcome.code === RESERVATION_ERROR_CODES.outOfStock) on.onStockChanged();
  };

  const onValid = async (values: ReservationFormOutput) => {
    setFailure(null);
    if (needsCode && !phoneCode.active) return sendCode(values.phone);
    const proof = phoneCode.proof();
    if (phoneCode.active && !proof) return;
    const request = { ...piece, name: values.name, phone: values.phone, consent: true as const };
    // the code is no part of the attempt: a resend after a lost answer, even with a new code,
    // is the same request and is answered with the reservation it made
    const outcome = await createReservation({ ...request, ...proof }, attempt.keyFor(request));
    if (outcome.ok) {
      attempt.done();
      on.onReserved(outcome.reservation);
    } else if (outcome.code === RESERVATION_ERROR_CODES.codeRequired) {
      setCodeAsked(true);
      await sendCode(values.phone);
    } else refuse(outcome);
  };

  // the guard is set on the click itself, before the (async) validation: a double click sends once
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.current) return;
    sending.current = true;
    void form
      .handleSubmit(
        onValid,
        focusFirstErrorIn(root),
      )(event)
      .finally(() => {
        sending.current = false;
      });
  };

  return {
    onSubmit,
    failure,
    phoneCode,
    resendCode: () => void sendCode(form.getValues('phone')),
    /** The next press reserves (else it sends the code). */
    reserving: phoneCode.active || !needsCode,
    busy: form.formState.isSubmitting || phoneCode.sending,
  };
}
