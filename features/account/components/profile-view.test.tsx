import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { ApiError } from '@/lib/platform/api/errors';
import { notify } from '@/lib/platform/toast';
import { STORAGE_KEYS } from '@/lib/shop/constants';
import { MSG } from '@/lib/shop/validation/messages';

import { makeProfile, renderAccount } from '../testing/render-account';

import { PASSWORD_CHANGED } from './password-form';
import { PROFILE_NOT_SAVED, PROFILE_SAVED } from './profile-form';
import { PROFILE_LOAD_FAILED, ProfileView } from './profile-view';
import { SUBSCRIBED } from './subscription-form';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));
vi.mock('@/lib/platform/toast', () => ({
  notify: { success: vi.fn(), info: vi.fn(), warning: vi.fn(), error: vi.fn() },
}));

const http = { get: vi.fn(), post: vi.fn(), put: vi.fn() };

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.get.mockResolvedValue({ data: { profile: makeProfile() } });
  http.post.mockImplementation((_url: string, body: { profile: object }) =>
    Promise.resolve({ data: { profile: makeProfile(body.profile) } }),
  );
  http.put.mockResolvedValue({ data: {} });
});

afterEach(() => {
  vi.clearAllMocks();
  window.localStorage.clear();
});

const profileForm = () => screen.findByRole('form', { name: 'Личные данные' });

describe('ProfileView', () => {
  it('shows the profile with the phone read-only and save disabled until a change', async () => {
    renderAccount(<ProfileView />);
    const form = within(await profileForm());
    expect(form.getByRole('textbox', { name: 'Фамилия' })).toHaveValue('Демидова');
    expect(form.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Анна');
    expect(form.getByRole('textbox', { name: /Дата рождения/ })).toHaveValue('14.05.1990');
    expect(form.getByRole('textbox', { name: 'Телефон' })).toHaveAttribute('readonly');
    expect(form.getByRole('radio', { name: 'Женский' })).toBeChecked();
    expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
  });

  it('shows «Недопустимый формат» for a bad name and saves nothing', async () => {
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const form = within(await profileForm());
    const name = form.getByRole('textbox', { name: /^Имя/ });
    await user.clear(name);
    await user.type(name, 'Анна1');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(await form.findByText(MSG.nameSurname)).toBeInTheDocument();
    expect(name).toHaveFocus();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('saves the changes and toasts success', async () => {
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const form = within(await profileForm());
    await user.clear(form.getByRole('textbox', { name: 'Отчество' }));
    await user.click(form.getByRole('radio', { name: 'Мужской' }));
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PROFILE_SAVED));
    expect(http.post).toHaveBeenCalledWith(
      '/update-profile',
      {
        profile: {
          surname: 'Демидова',
          name: 'Анна',
          patronymic: null,
          birth_date: '14.05.1990',
          sex: 'male',
          email: 'demo@zoloto.test',
        },
      },
      { silent: true },
    );
    expect(form.getByRole('button', { name: 'Сохранить' })).toBeDisabled();
    expect(window.localStorage.getItem(STORAGE_KEYS.userName)).toBe('Анна');
  });

  /** Types a birth date over the profile's and leaves the field: the text must still be there. */
  async function typeBirthDate(typed: string) {
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const form = within(await profileForm());
    const birth = form.getByRole('textbox', { name: /Дата рождения/ });
    await user.clear(birth);
    await user.type(birth, typed);
    await user.tab();
    expect(birth).toHaveValue(typed);
    return { user, form, birth };
  }

  // spec 5: day, month and year separated by dot, dash or comma
  for (const typed of ['01-02-1990', '01,02,1990', '1.2.1990']) {
    it(`keeps a birth date typed as ${typed} and saves it`, async () => {
      const { user, form } = await typeBirthDate(typed);
      expect(form.queryByText(MSG.dateOfBirth)).not.toBeInTheDocument();
      await user.click(form.getByRole('button', { name: 'Сохранить' }));
      await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PROFILE_SAVED));
      const [, body] = http.post.mock.calls[0] as [string, { profile: { birth_date: string } }];
      expect(body.profile.birth_date).toBe(typed);
    });
  }

  // never drop what was typed without a message
  for (const typed of ['01021990', '31.02.1990', '01.01.1899', '01.01.2999', '1990']) {
    it(`keeps ${typed} and says «Недопустимая дата» on leaving the field`, async () => {
      const { user, form, birth } = await typeBirthDate(typed);
      expect(birth).toHaveAccessibleDescription(MSG.dateOfBirth);
      await user.click(form.getByRole('button', { name: 'Сохранить' }));
      expect(birth).toHaveValue(typed);
      expect(birth).toHaveAccessibleDescription(MSG.dateOfBirth);
      expect(http.post).not.toHaveBeenCalled();
    });
  }

  it('shows a taken e-mail inline and toasts the failure', async () => {
    http.post.mockRejectedValue(
      new ApiError({
        status: 422,
        code: 'email_exists',
        message: MSG.emailUnique,
        fieldErrors: { email: [MSG.emailUnique] },
      }),
    );
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const form = within(await profileForm());
    const email = form.getByRole('textbox', { name: /^Email/ });
    await user.clear(email);
    await user.type(email, 'taken@zoloto.test');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    expect(await form.findByText(MSG.emailUnique)).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(notify.error).toHaveBeenCalledWith(MSG.emailUnique);
  });

  it('toasts a generic failure when the server fails', async () => {
    http.post.mockRejectedValue(new ApiError({ status: 500, message: 'Ошибка сервера' }));
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const form = within(await profileForm());
    await user.type(form.getByRole('textbox', { name: 'Отчество' }), 'а');
    await user.click(form.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(notify.error).toHaveBeenCalledWith(PROFILE_NOT_SAVED));
  });

  it('changes the password after checking both entries', async () => {
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const form = within(screen.getByRole('form', { name: 'Сменить пароль' }));
    await user.type(form.getByLabelText(/^Новый пароль/), 'new-pass-1');
    await user.type(form.getByLabelText(/^Повторите пароль/), 'new-pass-2');
    await user.click(form.getByRole('button', { name: 'Сменить пароль' }));
    expect(await form.findByText('Пароли не совпадают')).toBeInTheDocument();
    expect(http.put).not.toHaveBeenCalled();

    await user.clear(form.getByLabelText(/^Повторите пароль/));
    await user.type(form.getByLabelText(/^Повторите пароль/), 'new-pass-1');
    await user.click(form.getByRole('button', { name: 'Сменить пароль' }));
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(PASSWORD_CHANGED));
    expect(http.put).toHaveBeenCalledWith(
      '/user/profile',
      { password: 'new-pass-1' },
      { silent: true },
    );
  });

  it('switches the subscription at once', async () => {
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    const section = within(document.getElementById('subscription')!);
    const box = await section.findByRole('checkbox', { name: /Получать новости/ });
    expect(box).not.toBeChecked();
    await user.click(box);
    await waitFor(() => expect(notify.success).toHaveBeenCalledWith(SUBSCRIBED));
    expect(http.post).toHaveBeenCalledWith(
      '/update-profile',
      { profile: { is_subscribed: true } },
      { silent: true },
    );
    expect(box).toBeChecked();
  });

  it('scrolls to the section the account menu asked for and clears it', async () => {
    const scroll = vi.fn();
    // jsdom has no scrollIntoView; give elements one for this test only
    Element.prototype.scrollIntoView = scroll;
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    window.localStorage.setItem(STORAGE_KEYS.scrollTarget, 'subscription');
    renderAccount(<ProfileView />);
    await profileForm();
    await waitFor(() => expect(window.localStorage.getItem(STORAGE_KEYS.scrollTarget)).toBeNull());
    expect(scroll.mock.contexts[0]).toBe(document.getElementById('subscription'));
  });

  it('says so when the profile cannot be loaded and retries', async () => {
    http.get.mockRejectedValueOnce(new ApiError({ status: 500, message: 'Ошибка сервера' }));
    const user = userEvent.setup();
    renderAccount(<ProfileView />);
    expect(await screen.findByText(PROFILE_LOAD_FAILED)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await profileForm()).toBeInTheDocument();
  });
});
