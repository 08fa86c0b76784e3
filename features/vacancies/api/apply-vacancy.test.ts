import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserClient } from '@/lib/platform/api/browser';
import { CV_MESSAGES } from '@/lib/platform/api/contracts/vacancies';
import { ApiError } from '@/lib/platform/api/errors';

import { EMPTY_APPLICATION, type ApplyFormOutput } from '../schemas';

import { applyToVacancy } from './apply-vacancy';

vi.mock('@/lib/platform/api/browser', () => ({ browserClient: vi.fn() }));

const http = { post: vi.fn() };
const values = { ...EMPTY_APPLICATION, name: 'Мария', phone: '+7 (916) 123-45-67' };
const apply = () => applyToVacancy(7, values as ApplyFormOutput);

beforeEach(() => {
  vi.mocked(browserClient).mockReturnValue(http as unknown as ReturnType<typeof browserClient>);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.clearAllMocks();
});

describe('applyToVacancy', () => {
  it('a created application is ok', async () => {
    http.post.mockResolvedValue({ data: { id: 42 } });
    expect(await apply()).toEqual({ ok: true });
  });

  it('a 422 carries the server messages by form field (file → cv) and the rest for the form', async () => {
    http.post.mockRejectedValue(
      new ApiError({
        message: 'Validation Error',
        status: 422,
        fieldErrors: {
          file: [CV_MESSAGES.content],
          name: ['Заполните поле'],
          vacancy_id: ['Вакансия не найдена или уже закрыта'],
        },
      }),
    );
    expect(await apply()).toEqual({
      ok: false,
      unreachable: false,
      message: 'Вакансия не найдена или уже закрыта',
      fieldErrors: { cv: CV_MESSAGES.content, name: 'Заполните поле' },
    });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a business refusal without field messages carries its own message', async () => {
    http.post.mockRejectedValue(
      new ApiError({ message: 'Слишком много откликов', status: 429, code: 'limit' }),
    );
    expect(await apply()).toMatchObject({
      ok: false,
      unreachable: false,
      message: 'Слишком много откликов',
    });
  });

  it.each([null, 500, 503])(
    'status %s: unreachable, no message (spec 8: a falsy ok)',
    async (status) => {
      http.post.mockRejectedValue(new ApiError({ message: 'x', status }));
      const outcome = await apply();
      expect(outcome.ok).toBe(false);
      expect(outcome).toEqual({ ok: false, unreachable: true, message: null, fieldErrors: {} });
      expect(console.error).toHaveBeenCalled();
    },
  );

  it('a malformed answer counts as no answer', async () => {
    http.post.mockResolvedValue({ data: { nope: true } });
    expect(await apply()).toMatchObject({ ok: false, unreachable: true });
  });
});
