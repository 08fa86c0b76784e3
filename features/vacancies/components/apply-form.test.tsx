import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { NEWSLETTER_MESSAGES } from '@/lib/platform/api/contracts/newsletter-messages';
import { CV_MAX_BYTES, CV_MESSAGES } from '@/lib/platform/api/contracts/vacancies';
import { ApiError } from '@/lib/platform/api/errors';
import { MSG } from '@/lib/shop/validation/messages';

import { CONSENT_REQUIRED } from '../schemas';

import { APPLY_FAILED, ApplyForm } from './apply-form';
import { APPLY_SENT_TEXT, APPLY_SENT_TITLE } from './apply-success';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { post: vi.fn() };

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  http.post.mockResolvedValue({ data: { id: 42 } });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

function setup() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ApplyForm vacancyId={7} vacancyTitle="Курьер" />
    </QueryClientProvider>,
  );
  const form = within(screen.getByRole('form', { name: 'Отклик на вакансию «Курьер»' }));
  // the CV input keeps the accept list, but a user can still choose "all files" in the dialog
  const user = userEvent.setup({ applyAccept: false });
  return { user, form };
}

const pdf = () => new File(['%PDF-1.4'], 'Резюме.pdf', { type: 'application/pdf' });

async function fillValid({ user, form }: ReturnType<typeof setup>, cv: File | null = pdf()) {
  await user.type(form.getByRole('textbox', { name: /^Имя/ }), 'Мария Котова');
  await user.type(form.getByRole('textbox', { name: /^Телефон/ }), '9161234567');
  await user.type(form.getByRole('textbox', { name: /^Email/ }), 'maria@example.ru');
  if (cv) await user.upload(form.getByLabelText(/^Резюме/), cv);
  await user.click(form.getByRole('checkbox', { name: /Согласие на обработку/ }));
}

const submit = (form: ReturnType<typeof setup>['form']) =>
  form.getByRole('button', { name: 'Откликнуться' });

describe('ApplyForm', () => {
  it('shows the messages of an empty form and focuses its first field', async () => {
    const t = setup();
    await t.user.click(submit(t.form));
    expect(await t.form.findAllByText(MSG.required)).toHaveLength(2);
    expect(t.form.getByText(CONSENT_REQUIRED)).toBeInTheDocument();
    // the newsletter's wording: one consent message in every form
    expect(t.form.getByText(NEWSLETTER_MESSAGES.consent)).toBeInTheDocument();
    expect(t.form.getByRole('textbox', { name: /^Имя/ })).toHaveFocus();
    expect(t.form.getByRole('textbox', { name: /^Имя/ })).toHaveAttribute('aria-invalid', 'true');
    expect(http.post).not.toHaveBeenCalled();
  });

  it('refuses a file of a wrong type as soon as it is chosen', async () => {
    const t = setup();
    const input = t.form.getByLabelText(/^Резюме/);
    expect(input).toHaveAttribute('accept', expect.stringContaining('.pdf'));
    await t.user.upload(input, new File(['MZ'], 'cv.exe'));
    expect(await t.form.findByText(CV_MESSAGES.type)).toBeInTheDocument();
    await t.user.click(t.form.getByRole('button', { name: 'Удалить файл' }));
    await waitFor(() => expect(t.form.queryByText(CV_MESSAGES.type)).not.toBeInTheDocument());
  });

  it('refuses a file over 5 MB', async () => {
    const t = setup();
    const big = pdf();
    Object.defineProperty(big, 'size', { value: CV_MAX_BYTES + 1 });
    await t.user.upload(t.form.getByLabelText(/^Резюме/), big);
    expect(await t.form.findByText(CV_MESSAGES.size)).toBeInTheDocument();
    await fillValid(t, null);
    await t.user.click(submit(t.form));
    expect(t.form.getByLabelText(/^Резюме/)).toHaveFocus();
    expect(http.post).not.toHaveBeenCalled();
  });

  it('says that sending failed and keeps everything typed', async () => {
    http.post.mockRejectedValue(new ApiError({ message: 'x', status: 500 }));
    const t = setup();
    await fillValid(t);
    await t.user.click(submit(t.form));
    expect(await t.form.findByRole('alert')).toHaveTextContent(APPLY_FAILED);
    expect(t.form.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Мария Котова');
    expect(t.form.getByRole('textbox', { name: /^Телефон/ })).toHaveValue('+7 (916) 123-45-67');
    expect(t.form.getByText(/Резюме\.pdf/)).toBeInTheDocument();
    expect(t.form.getByRole('checkbox', { name: /Согласие/ })).toBeChecked();
    expect(submit(t.form)).toBeEnabled();
  });

  it('a file the server refuses (422) shows the server message at the CV field', async () => {
    http.post.mockRejectedValue(
      new ApiError({
        message: 'Validation Error',
        status: 422,
        fieldErrors: { file: [CV_MESSAGES.content] },
      }),
    );
    const t = setup();
    await fillValid(t);
    await t.user.click(submit(t.form));
    const cv = t.form.getByLabelText(/^Резюме/);
    await waitFor(() =>
      expect(cv).toHaveAccessibleDescription(expect.stringContaining(CV_MESSAGES.content)),
    );
    expect(cv).toHaveAttribute('aria-invalid', 'true');
    expect(cv).toHaveFocus();
    expect(t.form.queryByText(APPLY_FAILED)).not.toBeInTheDocument();
    expect(t.form.getByRole('textbox', { name: /^Имя/ })).toHaveValue('Мария Котова');
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a refusal naming no field of the form shows the server message in the error area', async () => {
    http.post.mockRejectedValue(
      new ApiError({
        message: 'Validation Error',
        status: 422,
        code: 'vacancy_closed',
        fieldErrors: { vacancy_id: ['Вакансия не найдена или уже закрыта'] },
      }),
    );
    const t = setup();
    await fillValid(t);
    await t.user.click(submit(t.form));
    expect(await t.form.findByRole('alert')).toHaveTextContent(
      'Вакансия не найдена или уже закрыта',
    );
    expect(t.form.queryByText(APPLY_FAILED)).not.toBeInTheDocument();
  });

  it('no answer at all asks to check the connection', async () => {
    http.post.mockRejectedValue(new ApiError({ message: 'x', status: null }));
    const t = setup();
    await fillValid(t);
    await t.user.click(submit(t.form));
    expect(await t.form.findByRole('alert')).toHaveTextContent(APPLY_FAILED);
    expect(t.form.getByLabelText(/^Резюме/)).toHaveAttribute('aria-invalid', 'false');
  });

  it('sends once as multipart and says what happens next', async () => {
    let answer: (value: { data: { id: number } }) => void = () => undefined;
    http.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const t = setup();
    await fillValid(t);
    await t.user.dblClick(submit(t.form));
    await waitFor(() => expect(http.post).toHaveBeenCalledTimes(1));
    expect(t.form.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
    answer({ data: { id: 42 } });
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(APPLY_SENT_TITLE);
    expect(status).toHaveTextContent(APPLY_SENT_TEXT);
    expect(http.post).toHaveBeenCalledTimes(1);
    const [url, body, config] = http.post.mock.calls[0] as [string, FormData, object];
    expect(url).toBe('/vacancies/apply');
    expect(config).toEqual({ silent: true });
    expect(
      Object.fromEntries(['vacancy_id', 'name', 'phone', 'email'].map((k) => [k, body.get(k)])),
    ).toEqual({
      vacancy_id: '7',
      name: 'Мария Котова',
      phone: '+7 (916) 123-45-67',
      email: 'maria@example.ru',
    });
    expect((body.get('file') as File).name).toBe('Резюме.pdf');
  });
});
