import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { getCaptchaToken } from '@/lib/platform/captcha';
import { notify } from '@/lib/platform/toast';

import { NewsletterForm } from './newsletter-form';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/captcha', () => ({ getCaptchaToken: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const http = { post: vi.fn() };

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  vi.mocked(getCaptchaToken).mockResolvedValue('token-1');
  http.post.mockImplementation((_url: string, body: { email: string; source: string }) =>
    Promise.resolve({ data: { success: true, email: body.email, source: body.source } }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

function renderForm(variant?: 'footer' | 'landing') {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <NewsletterForm variant={variant} />
    </QueryClientProvider>,
  );
  const form = within(screen.getByRole('form', { name: 'Подпишитесь на рассылку' }));
  return {
    form,
    email: form.getByRole('textbox', { name: /Email для рассылки/ }),
    consent: form.getByRole('checkbox', { name: /Согласие на обработку персональных данных/ }),
    submit: form.getByRole('button', { name: 'Подписаться' }),
  };
}

describe('NewsletterForm', () => {
  it('offline, keeps the typed address and says why it waits; online again, subscribes', async () => {
    const onLine = vi.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAccessibleDescription('Нет подключения к интернету');
    await user.type(email, 'anna@example.ru');
    await user.click(consent);
    await user.click(submit);
    expect(http.post).not.toHaveBeenCalled();
    expect(email).toHaveValue('anna@example.ru');
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(submit).not.toHaveAttribute('aria-disabled');
    await user.click(submit);
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    onLine.mockRestore();
  });

  it('shows the messages on the field and on the checkbox, focuses the e-mail, posts nothing', async () => {
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    expect(consent).not.toBeChecked();
    await user.click(submit);
    expect(await screen.findByText('Обязательное поле')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(consent).toHaveAccessibleDescription(
      'Необходимо согласие на обработку персональных данных',
    );
    expect(http.post).not.toHaveBeenCalled();
  });

  it('focuses the checkbox when only the consent is missing, and clears errors as they are fixed', async () => {
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, 'anna@mail.ru');
    await user.click(submit);
    expect(consent).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Необходимо согласие на обработку персональных данных',
    );
    await user.click(consent);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'false');
  });

  it('says «Неверный формат почты» for a bad address', async () => {
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, 'anna@mail');
    await user.click(consent);
    await user.click(submit);
    expect(await screen.findByText('Неверный формат почты')).toBeInTheDocument();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('posts the e-mail without spaces and opens «Спасибо за подписку», then gives focus back', async () => {
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, ' anna @mail.ru ');
    await user.click(consent);
    await user.click(submit);
    const dialog = await screen.findByRole('dialog', { name: 'Спасибо за подписку' });
    expect(http.post).toHaveBeenCalledWith(
      '/user/mailing-profile',
      expect.objectContaining({
        email: 'anna@mail.ru',
        consent: true,
        recaptcha_token: 'token-1',
        source: 'footer',
        mindboxDeviceUUID: expect.any(String),
      }),
      { silent: true },
    );
    expect(email).toHaveValue('');
    expect(consent).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Хорошо' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(submit).toHaveFocus();
  });

  it('posts the landing form to /subscribes/landing', async () => {
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm('landing');
    await user.type(email, 'olga@yandex.ru');
    await user.click(consent);
    await user.click(submit);
    await screen.findByRole('dialog', { name: 'Спасибо за подписку' });
    expect(http.post.mock.calls[0]?.[0]).toBe('/subscribes/landing');
  });

  it('shows the "already subscribed" success toast for mailing_subscription_exception', async () => {
    http.post.mockRejectedValue(
      new ApiError({ message: 'x', status: 422, code: 'mailing_subscription_exception' }),
    );
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, 'anna@mail.ru');
    await user.click(consent);
    await user.click(submit);
    await waitFor(() =>
      expect(notify.success).toHaveBeenCalledWith('Вы уже подписаны на рассылку'),
    );
    expect(notify.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows «Не удалось подписаться» on another failure and keeps the e-mail', async () => {
    http.post.mockRejectedValue(new ApiError({ message: 'boom', status: 500 }));
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, 'anna@mail.ru');
    await user.click(consent);
    await user.click(submit);
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith('Не удалось подписаться'));
    expect(email).toHaveValue('anna@mail.ru');
    expect(consent).toBeChecked();
  });

  it('shows the captcha message when no token can be had, without posting', async () => {
    vi.mocked(getCaptchaToken).mockResolvedValue('');
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, 'anna@mail.ru');
    await user.click(consent);
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Ошибка капчи. Попробуйте еще раз или обновите страницу.',
      ),
    );
    expect(http.post).not.toHaveBeenCalled();
  });

  it('shows the captcha message when the API refuses the token', async () => {
    http.post.mockRejectedValue(new ApiError({ message: 'x', status: 422, code: 'captcha' }));
    const user = userEvent.setup();
    const { email, consent, submit } = renderForm();
    await user.type(email, 'anna@mail.ru');
    await user.click(consent);
    await user.click(submit);
    await waitFor(() =>
      expect(notify.error).toHaveBeenCalledWith(
        'Ошибка капчи. Попробуйте еще раз или обновите страницу.',
      ),
    );
  });
});
