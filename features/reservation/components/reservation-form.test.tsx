import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { initialSessionState, useSessionStore } from '@/stores/session-store';

import { makeReservation, makeShop } from '../testing/reservation-fakes';

import { ReservationForm } from './reservation-form';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { get: vi.fn(), post: vi.fn() };
const PHONE = '+7 (912) 345-67-89';
const WRONG_CODE = 'Код введен неверно';
const PIECE = { shopId: 2, productUuid: 'p-1', offerUuid: 'o-17' };

/** The answers of the reservation call, in order; the code sends answer otp-1, otp-2, … */
let reservationAnswers: (() => Promise<unknown>)[] = [];
let sends = 0;
let sendFailure: unknown = null;

beforeEach(() => {
  sends = 0;
  sendFailure = null;
  reservationAnswers = [];
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.post.mockImplementation((url: string) => {
    if (url === '/otp/sendV2') {
      if (sendFailure) return Promise.reject(sendFailure);
      sends += 1;
      return Promise.resolve({
        data: { otp_id: `otp-${sends}`, expires_at: '2026-03-10T09:05:00.000Z' },
      });
    }
    const answer = reservationAnswers.shift();
    return answer ? answer() : Promise.reject(new Error(`unexpected POST ${url}`));
  });
  http.get.mockRejectedValue(new Error('unexpected GET'));
  useSessionStore.setState({ ...initialSessionState, hydrated: true });
});
afterEach(() => vi.clearAllMocks());

function renderForm() {
  const onReserved = vi.fn();
  const onStockChanged = vi.fn();
  render(
    <ReservationForm
      shop={makeShop(2, 'Белая', [55.7, 37.5])}
      productUuid="p-1"
      offerId="o-17"
      onReserved={onReserved}
      onStockChanged={onStockChanged}
    />,
  );
  return { user: userEvent.setup(), onReserved, onStockChanged };
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Имя/), 'Анна');
  await user.type(screen.getByLabelText(/^Телефон/), '9123456789');
  await user.click(screen.getByRole('checkbox', { name: /Согласие на обработку/ }));
}

const codeField = () => screen.getByRole('textbox', { name: /^Код из сообщения/ });
const reservationCalls = () => http.post.mock.calls.filter(([url]) => url === '/api/reservation');
const sendCalls = () => http.post.mock.calls.filter(([url]) => url === '/otp/sendV2');
const reserved = () => () => Promise.resolve({ data: { reservation: makeReservation() } });

describe('a guest’s phone code', () => {
  it('«Получить код» sends an SMS code to the phone; the code field appears, focused', async () => {
    const { user } = renderForm();
    await fill(user);
    expect(screen.queryByRole('button', { name: 'Забронировать' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Код отправлен по SMS на номер ${PHONE}`,
    );
    await waitFor(() => expect(codeField()).toHaveFocus());
    expect(sendCalls()).toEqual([
      [
        '/otp/sendV2',
        { phone: PHONE, recaptcha_token: expect.any(String), messageType: 'SMS' },
        { silent: true },
      ],
    ]);
    expect(reservationCalls()).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Забронировать' })).toBeEnabled();
  });

  it('sends nothing while the form is invalid', async () => {
    const { user } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findAllByText('Обязательное поле')).toHaveLength(2);
    expect(http.post).not.toHaveBeenCalled();
  });

  it('a wrong code keeps name, phone, consent and code; the right one reserves with one key', async () => {
    const { user, onReserved } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(codeField(), '111112');
    reservationAnswers.push(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          message: WRONG_CODE,
          code: 'wrong_code',
          fieldErrors: { otpCode: [WRONG_CODE] },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('111112');
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна');
    expect(screen.getByLabelText(/^Телефон/)).toHaveValue(PHONE);
    expect(screen.getByRole('checkbox', { name: /Согласие на обработку/ })).toBeChecked();
    expect(onReserved).not.toHaveBeenCalled();

    await user.clear(codeField());
    await user.type(codeField(), '111111');
    expect(screen.queryByText(WRONG_CODE)).toBeNull();
    reservationAnswers.push(reserved());
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalledWith(makeReservation()));
    const calls = reservationCalls();
    expect(calls.map(([, body]) => body)).toEqual([
      { ...PIECE, name: 'Анна', phone: PHONE, consent: true, otpId: 'otp-1', otpCode: '111112' },
      { ...PIECE, name: 'Анна', phone: PHONE, consent: true, otpId: 'otp-1', otpCode: '111111' },
    ]);
    const keys = calls.map(([, , config]) => (config as { idempotencyKey: string }).idempotencyKey);
    expect(new Set(keys).size).toBe(1);
  });

  it('refuses a code that is not 6 digits without asking the service', async () => {
    const { user } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(codeField(), '123');
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(WRONG_CODE);
    expect(codeField()).toHaveValue('123');
    expect(reservationCalls()).toHaveLength(0);
  });

  it('«Отправить код ещё раз» sends a new code, which the reservation then carries', async () => {
    const { user, onReserved } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.click(await screen.findByRole('button', { name: 'Отправить код ещё раз' }));
    await waitFor(() => expect(sendCalls()).toHaveLength(2));
    await user.type(codeField(), '222222');
    reservationAnswers.push(reserved());
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reservationCalls()[0]![1]).toMatchObject({ otpId: 'otp-2', otpCode: '222222' });
  });

  it('a code belongs to its phone: editing the phone takes the code step away', async () => {
    const { user } = renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await user.type(codeField(), '111111');
    await user.type(screen.getByLabelText(/^Телефон/), '{backspace}0');
    expect(screen.queryByRole('textbox', { name: /^Код из сообщения/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    await waitFor(() => expect(sendCalls()).toHaveLength(2));
    expect(sendCalls()[1]![1]).toMatchObject({ phone: '+7 (912) 345-67-80' });
    expect(codeField()).toHaveValue('');
  });

  it('a failed send says so and keeps the fields; a refused phone is said under «Телефон»', async () => {
    const { user } = renderForm();
    await fill(user);
    sendFailure = new ApiError({ status: null, message: 'Нет ответа' });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Ошибка отправки смс');
    expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна');
    sendFailure = new ApiError({
      status: 422,
      message: 'Некорректный номер телефона',
      code: 'invalid_phone',
      fieldErrors: { phone: ['Некорректный номер телефона'] },
    });
    await user.click(screen.getByRole('button', { name: 'Получить код' }));
    expect(await screen.findByText('Некорректный номер телефона')).toBeVisible();
    expect(screen.getByLabelText(/^Телефон/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('textbox', { name: /^Код из сообщения/ })).toBeNull();
  });
});

describe('a signed-in customer', () => {
  beforeEach(() => {
    useSessionStore.setState({ hydrated: true, loggedIn: true });
    http.get.mockResolvedValue({
      data: {
        profile: {
          surname: null,
          name: 'Анна',
          patronymic: null,
          birth_date: null,
          email: null,
          sex: null,
          is_subscribed: false,
          phone: PHONE,
        },
      },
    });
  });

  it('reserves with the account’s phone at once, no code', async () => {
    const { user, onReserved } = renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Телефон/)).toHaveValue(PHONE));
    await user.click(screen.getByRole('checkbox', { name: /Согласие на обработку/ }));
    reservationAnswers.push(reserved());
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reservationCalls()[0]![1]).toEqual({
      ...PIECE,
      name: 'Анна',
      phone: PHONE,
      consent: true,
    });
    expect(sendCalls()).toHaveLength(0);
  });

  it('another phone: the service asks for a code, which is sent, and the form waits for it', async () => {
    const { user, onReserved } = renderForm();
    await waitFor(() => expect(screen.getByLabelText(/^Имя/)).toHaveValue('Анна'));
    await user.clear(screen.getByLabelText(/^Телефон/));
    await user.type(screen.getByLabelText(/^Телефон/), '9001112233');
    await user.click(screen.getByRole('checkbox', { name: /Согласие на обработку/ }));
    reservationAnswers.push(() =>
      Promise.reject(
        new ApiError({
          status: 422,
          message: 'Подтвердите номер телефона кодом из SMS',
          code: 'code_required',
          fieldErrors: { otpCode: ['Подтвердите номер телефона кодом из SMS'] },
        }),
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Код отправлен по SMS на номер +7 (900) 111-22-33',
    );
    expect(sendCalls()).toHaveLength(1);
    await user.type(codeField(), '111111');
    reservationAnswers.push(reserved());
    await user.click(screen.getByRole('button', { name: 'Забронировать' }));
    await waitFor(() => expect(onReserved).toHaveBeenCalled());
    expect(reservationCalls()[1]![1]).toMatchObject({ otpId: 'otp-1', otpCode: '111111' });
  });
});
