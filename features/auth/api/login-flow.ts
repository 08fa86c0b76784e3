import {
  AUTH_MESSAGES,
  MAIN_OIDC_TYPES,
  type LoginBody,
  type LoginResponse,
  type OidcType,
} from '@/lib/platform/api/contracts/auth';
import { orderCall, sendCode } from '@/lib/platform/api/phone-code';
import { notify, notifyAfterReload } from '@/lib/platform/toast';
import { trackLogin, trackSignUp } from '@/lib/shop/analytics/events';
import { isMaskedPhone } from '@/lib/shop/validation/rules';

import { useAuthStore } from '../stores/auth-store';
import { authFailure } from '../utils/auth-failure';

import { completeLogin } from './complete-login';
import { login, oidcLogin } from './login';

export const LOGIN_SUCCESS_MESSAGE = 'Вы успешно вошли в личный кабинет';

const store = () => useAuthStore.getState();

/** Shows a refusal: a warning toast (spec 4), an error toast for too many attempts (spec 8). */
function refuse(identity: string, error: unknown, fallback?: string): void {
  const failure = authFailure(error, fallback);
  if (failure.tooManyAttempts) {
    store().lock(identity);
    notify.error(failure.message, { toastId: 'login-locked' });
  } else {
    notify.warning(failure.message, { toastId: `login-${failure.message}` });
  }
  store().fail(failure.message);
}

/** Runs one step unless the identity is locked or a step is under way; false when refused. */
async function step(identity: string, run: () => Promise<void>, fallback?: string) {
  const auth = store();
  if (auth.pending) return false;
  if (auth.isLocked(identity)) {
    notify.error(AUTH_MESSAGES.tooManyAttempts, { toastId: 'login-locked' });
    auth.fail(AUTH_MESSAGES.tooManyAttempts);
    return false;
  }
  auth.setPending(true);
  try {
    await run();
    return true;
  } catch (error) {
    refuse(identity, error, fallback);
    return false;
  } finally {
    store().setPending(false);
  }
}

function checkPhone(phone: string): boolean {
  if (isMaskedPhone(phone)) return true;
  notify.warning(AUTH_MESSAGES.invalidPhone, { toastId: 'login-phone' });
  store().fail(AUTH_MESSAGES.invalidPhone);
  return false;
}

/** sign_up for a customer the service has just created, login for the others. */
function reportLogin(result: LoginResponse, method: string): void {
  if (result.isNew) trackSignUp(method);
  else trackLogin(method);
}

/**
 * Success: the session stored (completeLogin), the page reloaded, and the success toast shown on the
 * reloaded page (shown before the reload, it vanished with the page before anyone could read it).
 */
async function succeed(result: LoginResponse, method: string, reload: () => void): Promise<void> {
  await completeLogin(result);
  reportLogin(result, method);
  store().signedIn(result.user.name);
  notifyAfterReload('success', LOGIN_SUCCESS_MESSAGE);
  reload();
}

const reloadPage = () => window.location.reload();

/** «Получить код»: a code by SMS or Telegram to the entered phone. */
export function requestCode(): Promise<boolean> {
  const { authPhone, channel } = store();
  if (!checkPhone(authPhone)) return Promise.resolve(false);
  return step(
    authPhone,
    async () => store().codeSent(await sendCode(authPhone, channel)),
    AUTH_MESSAGES.otpSend,
  );
}

/** «Позвонить»: the call whose number's last 4 digits are the code. */
export function requestCall(): Promise<boolean> {
  const { authPhone } = store();
  if (!checkPhone(authPhone)) return Promise.resolve(false);
  return step(
    authPhone,
    async () => {
      const call = await orderCall(authPhone);
      store().callOrdered(call.otp_id, call.calling_number);
    },
    AUTH_MESSAGES.otpSend,
  );
}

/** Logs in with the sent code (6 digits, or 4 of a call). */
export function submitCode(reload: () => void = reloadPage): Promise<boolean> {
  const { authPhone, otpId, code } = store();
  if (!otpId || !/^(\d{4}|\d{6})$/.test(code)) {
    notify.warning(AUTH_MESSAGES.wrongCode, { toastId: 'login-code' });
    store().fail(AUTH_MESSAGES.wrongCode);
    return Promise.resolve(false);
  }
  const body: LoginBody = { phone: authPhone, otp_id: otpId, otp_code: code };
  return step(authPhone, async () => succeed(await login(body), 'phone', reload));
}

/** Logs in by e-mail and password (no format check, spec 5). */
export function submitEmail(reload: () => void = reloadPage): Promise<boolean> {
  const { email, password } = store();
  if (!email.trim() || !password) {
    store().fail('Обязательное поле');
    return Promise.resolve(false);
  }
  return step(email, async () =>
    succeed(await login({ email: email.trim(), password }), 'email', reload),
  );
}

/** The end of an external sign-in: the token of the provider's user info → a session. */
export async function completeOidcLogin(type: OidcType, token: string): Promise<void> {
  const result = await oidcLogin({ token, type: MAIN_OIDC_TYPES[type] });
  await completeLogin(result);
  reportLogin(result, type);
  notify.success(LOGIN_SUCCESS_MESSAGE, { toastId: 'login-success' });
}
