'use client';

import { useState } from 'react';

import { AUTH_MESSAGES } from '@/lib/platform/api/contracts/auth';
import { SMS_CODE_LENGTH } from '@/lib/shop/constants';

import { sendPhoneCode, type CodeSendOutcome } from '../api/send-phone-code';

type Sent = { phone: string; otpId: string };
/** What proves the phone in the reservation's body (contracts/reservations.ts). */
export type PhoneProof = { otpId: string; otpCode: string };

const WHOLE_CODE = new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`);

/**
 * The reservation's phone code, the sign-in dialog's flow (spec 4, 5): a 6-digit code by SMS to
 * the phone, typed in, sent with the reservation. A code belongs to the phone it went to: while
 * the phone field holds another, there is no code step (`active` false) until one is sent to it.
 * A refusal keeps what was typed; typing clears its message, as in the sign-in dialog.
 */
export function usePhoneCode(phone: string) {
  const [sent, setSent] = useState<Sent | null>(null);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const active = sent !== null && sent.phone === phone;

  const send = async (to: string): Promise<CodeSendOutcome> => {
    setSending(true);
    const outcome = await sendPhoneCode(to).finally(() => setSending(false));
    if (outcome.ok) {
      setSent({ phone: to, otpId: outcome.otpId });
      setCode('');
      setError(null);
    }
    return outcome;
  };

  /** The proof to send, or null after showing «Код введен неверно» for a code not whole yet. */
  const proof = (): PhoneProof | null => {
    if (!active || !sent) return null;
    if (WHOLE_CODE.test(code)) return { otpId: sent.otpId, otpCode: code };
    setError(AUTH_MESSAGES.wrongCode);
    return null;
  };

  return {
    active,
    code,
    error,
    sending,
    send,
    proof,
    fail: setError,
    type: (next: string) => {
      setCode(next);
      setError(null);
    },
  };
}
