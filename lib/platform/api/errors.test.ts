import { describe, expect, it } from 'vitest';

import { classifyFailure, defaultMessage } from './errors';

describe('default messages (spec 8)', () => {
  it.each([
    [401, 'Ошибка аутентификации'],
    [403, 'Ошибка авторизации'],
    [404, 'Страница не найдена'],
    [422, 'Validation Error'],
  ])('%i → %s', (status, message) => {
    expect(defaultMessage(status)).toBe(message);
  });
  it('500 asks to reload or retry later', () => {
    expect(defaultMessage(500)).toMatch(/^Ошибка сервера.*позже$/);
  });
  it('anything else says Что-то пошло не так and asks to reload or retry', () => {
    expect(defaultMessage(418)).toMatch(/^Что-то пошло не так.*позже$/);
    expect(defaultMessage(null)).toMatch(/^Что-то пошло не так/);
  });
});

describe('classifyFailure (spec 7 "HTTP layer")', () => {
  it.each([
    [401, '/api/cart', '/', 'logout'],
    [429, '/get-actual', '/', 'too-many-requests'],
    [404, '/product/abc', '/product/abc/', 'not-found'],
    [null, '/api/cart', '/cart/', 'not-found'],
    [404, '/catalog/seo', '/', 'message'],
    [404, 'catalog/seo', '/', 'message'],
    [null, '/product/list/by-category/kolca', '/catalog/kolca/', 'message'],
    [404, '/product/list/by-category/x', '/catalog/', 'message'],
    [500, '/api/cart', '/cart/', 'message'],
    [403, '/api/cart', '/cart/', 'message'],
  ] as const)('%s on %s from page %s → %s', (status, path, page, action) => {
    expect(classifyFailure(status, path, page)).toBe(action);
  });
  it('does not mistake a word starting with "catalog" for a /catalog URL', () => {
    expect(classifyFailure(404, '/catalogue/x', '/')).toBe('not-found');
    expect(classifyFailure(404, '/x', '/catalogue/')).toBe('not-found');
  });
});
