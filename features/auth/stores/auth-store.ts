import { create } from 'zustand';

import type { OtpChannel } from '@/lib/platform/api/contracts/auth';
import { useUiStore, type LoginMode } from '@/stores/ui-store';

import { lockedUntil, lockLogin } from '../utils/login-lock';

type AuthFields = {
  /** The phone in the mask '+7 (###) ###-##-##' (code and call modes). */
  authPhone: string;
  channel: OtpChannel;
  /** The id of the one-time code the API sent (SMS, Telegram or call). */
  otpId: string | null;
  code: string;
  email: string;
  password: string;
  /** The code input is shown: a code was sent by SMS or Telegram. */
  smsSent: boolean;
  /** The call was ordered: the code is the last 4 digits of `callingNumber`. */
  callSent: boolean;
  callingNumber: string | null;
  /** The last failure, shown in the modal too (the toast goes away). */
  error: string | null;
  pending: boolean;
  /** Until when (epoch ms) the current phone or e-mail may not try again (429). */
  lockedUntil: number | null;
};

type AuthState = AuthFields & {
  /** The name of the signed-in customer, once a login succeeded (the page reloads after). */
  userName: string | null;
};

type AuthActions = {
  setPhone: (phone: string) => void;
  setChannel: (channel: OtpChannel) => void;
  setCode: (code: string) => void;
  setEmail: (email: string) => void;
  setPassword: (password: string) => void;
  setPending: (pending: boolean) => void;
  codeSent: (otpId: string) => void;
  callOrdered: (otpId: string, callingNumber: string) => void;
  fail: (message: string) => void;
  /** A 429: the identity is refused until the hour is over, remembered across reloads. */
  lock: (identity: string, waitMs?: number) => void;
  /** Whether `identity` is still locked; refreshes `lockedUntil`. */
  isLocked: (identity: string) => boolean;
  signedIn: (userName: string | null) => void;
  /** Spec 4: switching the mode clears all fields and flags. */
  switchMode: (mode: LoginMode) => void;
  /** Spec 4: closing the modal clears all fields. */
  close: () => void;
  reset: () => void;
};

export type AuthStore = AuthState & AuthActions;

export const initialAuthFields: AuthFields = {
  authPhone: '',
  channel: 'SMS',
  otpId: null,
  code: '',
  email: '',
  password: '',
  smsSent: false,
  callSent: false,
  callingNumber: null,
  error: null,
  pending: false,
  lockedUntil: null,
};

/**
 * The sign-in flow's state (spec 3 «Auth state», spec 4 «Authentication»). Browser-only: nothing
 * writes it during server rendering, so a module-level store is safe (house style «Stores»). The
 * mode itself stays in the UI store, which the header and account pages open the modal through.
 */
export const useAuthStore = create<AuthStore>()((set, get) => ({
  ...initialAuthFields,
  userName: null,
  // editing the phone or e-mail starts over: a sent code belongs to the old one
  setPhone: (authPhone) =>
    set((state) =>
      state.authPhone === authPhone
        ? state
        : { authPhone, otpId: null, code: '', smsSent: false, callSent: false, error: null },
    ),
  setChannel: (channel) => set({ channel }),
  setCode: (code) => set({ code: code.replace(/\D/g, ''), error: null }),
  setEmail: (email) => set({ email, error: null }),
  setPassword: (password) => set({ password, error: null }),
  setPending: (pending) => set({ pending }),
  codeSent: (otpId) => set({ otpId, smsSent: true, callSent: false, code: '', error: null }),
  callOrdered: (otpId, callingNumber) =>
    set({ otpId, callingNumber, callSent: true, smsSent: false, code: '', error: null }),
  fail: (error) => set({ error, pending: false }),
  lock: (identity, waitMs) => set({ lockedUntil: lockLogin(identity, Date.now(), waitMs) }),
  isLocked: (identity) => {
    const until = lockedUntil(identity);
    if (get().lockedUntil !== until) set({ lockedUntil: until });
    return until !== null;
  },
  signedIn: (userName) => set({ ...initialAuthFields, userName }),
  switchMode: (mode) => {
    set({ ...initialAuthFields });
    useUiStore.getState().openLogin(mode);
  },
  close: () => {
    set({ ...initialAuthFields });
    useUiStore.getState().closeLogin();
  },
  reset: () => set({ ...initialAuthFields }),
}));

// However the modal is closed or its mode changed (the header, a route change, Escape), the
// fields go: the UI store owns the mode, so the clearing rules follow it here.
useUiStore.subscribe((state, previous) => {
  const was = previous.loginModal;
  const now = state.loginModal;
  if ((was.open && !now.open) || was.mode !== now.mode) useAuthStore.getState().reset();
});
