import { describe, expect, it } from 'vitest';

import { apiErrorBodySchema as errorBodySchema } from './common';
import { readErrorBody } from './conventions';

const CASES: unknown[] = [
  { message: 'Не найдено', statusCode: 404 },
  { message: 'Ошибка' },
  { message: 'Лимит', statusCode: 422, code: 'limit' },
  { message: 'Проверьте поля', statusCode: 422, errors: { phone: ['Неверный формат'] } },
  { message: 'x', statusCode: 422, errors: {} },
  { message: 'x', extra: 'dropped' },
  { message: 'x', statusCode: 4.5 },
  { message: 'x', statusCode: '500' },
  { message: 'x', code: 7 },
  { message: 'x', errors: { phone: 'Неверный формат' } },
  { message: 'x', errors: { phone: [1] } },
  { message: 'x', errors: ['a'] },
  { message: 'x', errors: null },
  { message: 1 },
  { statusCode: 500 },
  'Internal Server Error',
  '<html>502</html>',
  null,
  undefined,
  [],
  42,
];

describe('readErrorBody', () => {
  it.each(CASES.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'reads %s as the error-object contract does',
    (_, body) => {
      const parsed = errorBodySchema.safeParse(body);
      expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
