// @vitest-environment node
import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

import { apiErrorBodySchema } from '../../../lib/platform/api/contracts/common';

import { errorHandler, notFoundHandler, validationError } from './errors';
import { parseBody } from './validate';

function app(): Hono {
  const hono = new Hono();
  hono.get('/boom', () => {
    throw new Error('database on fire');
  });
  hono.get('/invalid', () => {
    throw validationError({ email: ['Неверный формат почты'] }, 'bad_email');
  });
  hono.post('/echo', async (c) => c.json(await parseBody(c, z.object({ n: z.number().int() }))));
  hono.notFound(notFoundHandler);
  hono.onError(errorHandler);
  return hono;
}

describe('error bodies', () => {
  it('turns an unexpected error into a logged 500 JSON body', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const response = await app().request('/boom');
    expect(response.status).toBe(500);
    expect(apiErrorBodySchema.parse(await response.json())).toEqual({
      message: 'Internal Server Error',
      statusCode: 500,
    });
    expect(log).toHaveBeenCalledOnce();
    log.mockRestore();
  });

  it('keeps field errors and codes of 422 answers', async () => {
    const response = await app().request('/invalid');
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: 'Validation Error',
      statusCode: 422,
      code: 'bad_email',
      errors: { email: ['Неверный формат почты'] },
    });
  });

  it('validates bodies: wrong types and broken JSON are 422, an empty body is {}', async () => {
    const post = (body: string) => app().request('/echo', { method: 'POST', body });
    expect((await post('{"n":1.5}')).status).toBe(422);
    expect(await (await post('{"n":')).json()).toMatchObject({
      statusCode: 422,
      errors: { body: expect.any(Array) },
    });
    expect(await (await post('')).json()).toMatchObject({ errors: { n: expect.any(Array) } });
    expect(await (await post('{"n":2}')).json()).toEqual({ n: 2 });
  });
});
