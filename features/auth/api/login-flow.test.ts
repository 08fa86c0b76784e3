import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { LOCAL_CAPTCHA_TOKEN } from '@/lib/platform/captcha';
import { notify, notifyAfterReload } from '@/lib/platform/toast';
import { initialUiState, useUiStore } from '@/stores/ui-store';

import { initialAuthFields, useAuthStore } from '../stores/auth-store';

import { LOGIN_SUCCESS_MESSAGE, requestCode, submitCode, submitEmail } from './login-flow';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), warning: vi.fn(), error: vi.fn(), info: vi.fn() },
  notifyAfterReload: vi.fn(),
}));

const PHONE = '+7 (912) 345-67-89';
const clients = { main: { post: vi.fn() }, core: { get: vi.fn() }, cart: { put: vi.fn() } };
const tooMany = () =>
  new ApiError({ message: 'x', status: 429, code: 'too_many_attempts', url: '/otp/sendV2' });

beforeEach(() => {
  vi.mocked(browserClient).mockImplementation(
    (service) =>
      clients[service as keyof typeof clients] as unknown as ReturnType<typeof browserClient>,
  );
  window.localStorage.clear();
  document.cookie = 'cart_session=; path=/; max-age=0';
  useUiStore.setState(initialUiState);
  useAuthStore.setState({ ...initialAuthFields, userName: null });
  useAuthStore.getState().setPhone(PHONE);
});
afterEach(() => vi.clearAllMocks());

describe('login flow', () => {
  it('sends the code with the channel and a captcha token, then shows the code input', async () => {
    useAuthStore.getState().setChannel('TELEGRAM');
    clients.main.post.mockResolvedValue({ data: { otp_id: 'otp-1', expires_at: 'x' } });
    await expect(requestCode()).resolves.toBe(true);
    expect(clients.main.post).toHaveBeenCalledWith(
      '/otp/sendV2',
      { phone: PHONE, recaptcha_token: LOCAL_CAPTCHA_TOKEN, messageType: 'TELEGRAM' },
      { silent: true },
    );
    expect(useAuthStore.getState()).toMatchObject({ otpId: 'otp-1', smsSent: true });
  });

  it('an incomplete phone is refused before any call', async () => {
    useAuthStore.getState().setPhone('+7 (912) 345');
    await expect(requestCode()).resolves.toBe(false);
    expect(clients.main.post).not.toHaveBeenCalled();
    expect(notify.warning).toHaveBeenCalledWith('Некорректный номер телефона', expect.anything());
  });

  it('a failed send shows «Ошибка отправки смс»; a wrong code «Код введен неверно»', async () => {
    clients.main.post.mockRejectedValueOnce(new ApiError({ message: 'x', status: 500 }));
    await requestCode();
    expect(notify.warning).toHaveBeenCalledWith('Ошибка отправки смс', expect.anything());
    useAuthStore.getState().codeSent('otp-1');
    useAuthStore.getState().setCode('000000');
    clients.main.post.mockRejectedValueOnce(
      new ApiError({ message: 'Код введен неверно', status: 422, code: 'wrong_code' }),
    );
    await expect(submitCode(vi.fn())).resolves.toBe(false);
    expect(notify.warning).toHaveBeenLastCalledWith('Код введен неверно', expect.anything());
    expect(useAuthStore.getState().error).toBe('Код введен неверно');
  });

  it('429: the error toast, and no further attempt for that phone until the hour is over', async () => {
    clients.main.post.mockRejectedValueOnce(tooMany());
    await expect(requestCode()).resolves.toBe(false);
    const message = 'Вы превысили количество попыток входа. Попробуйте снова через час';
    expect(notify.error).toHaveBeenCalledWith(message, expect.anything());
    // the modal closed and reopened: the lock is still there, no call goes out
    useUiStore.getState().closeLogin();
    useUiStore.getState().openLogin('code');
    useAuthStore.getState().setPhone(PHONE);
    await expect(requestCode()).resolves.toBe(false);
    expect(clients.main.post).toHaveBeenCalledTimes(1);
    expect(notify.error).toHaveBeenCalledTimes(2);
  });

  it('success: tokens stored, profile token fetched, cart re-put, toast, flag, reload', async () => {
    document.cookie = 'cart_session=1; path=/'; // the door's hint: there is a cart to re-put
    useAuthStore.getState().codeSent('otp-1');
    useAuthStore.getState().setCode('111111');
    clients.main.post.mockResolvedValue({
      data: { access_token: 'acc', expires_at: 'x', user: { id: 5, name: 'Анна' }, isNew: true },
    });
    clients.core.get.mockResolvedValue({ data: { token: 'prof', expires_at: 'x' } });
    clients.cart.put.mockRejectedValue(new ApiError({ message: 'x', status: 500 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const reload = vi.fn();
    await expect(submitCode(reload)).resolves.toBe(true);
    expect(clients.main.post).toHaveBeenCalledWith(
      '/auth/login',
      { phone: PHONE, otp_id: 'otp-1', otp_code: '111111' },
      { silent: true },
    );
    expect(clients.core.get).toHaveBeenCalledWith('/jwt/token', {
      silent: true,
      headers: { Authorization: 'Bearer acc' },
    });
    // the session itself is the door's HttpOnly cookie: the body names none
    expect(clients.cart.put).toHaveBeenCalledWith('/api/cart', {}, { silent: true });
    const storage = window.localStorage;
    expect([storage.getItem('accessToken'), storage.getItem('profileToken')]).toEqual([
      'acc',
      'prof',
    ]);
    expect([storage.getItem('userName'), storage.getItem('userId')]).toEqual(['Анна', '5']);
    expect(storage.getItem('checkProfile')).toBe('1');
    // the toast waits for the reloaded page (spec 4: toast, then reload), never shown to vanish
    expect(notifyAfterReload).toHaveBeenCalledWith('success', LOGIN_SUCCESS_MESSAGE);
    expect(notify.success).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('no profile token: the login is undone and «Такой пользователь не найден» is not shown', async () => {
    useAuthStore.getState().setEmail('demo@zoloto.test');
    useAuthStore.getState().setPassword('demo12345');
    clients.main.post.mockResolvedValue({
      data: { access_token: 'acc', expires_at: 'x', user: { id: 5, name: null }, isNew: false },
    });
    clients.core.get.mockRejectedValue(new ApiError({ message: 'Ошибка сервера', status: 500 }));
    const reload = vi.fn();
    await expect(submitEmail(reload)).resolves.toBe(false);
    expect(window.localStorage.getItem('accessToken')).toBeNull();
    expect(reload).not.toHaveBeenCalled();
    expect(notify.warning).toHaveBeenCalledWith('Ошибка сервера', expect.anything());
  });
});
