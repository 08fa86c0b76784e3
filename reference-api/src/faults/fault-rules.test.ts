// @vitest-environment node
import { describe, expect, it } from 'vitest';

import { faultBodySchema, FaultRules, globToRegExp, splitServicePath } from './fault-rules';

const arm = (rules: FaultRules, body: Record<string, unknown>) =>
  rules.add(faultBodySchema.parse(body));

describe('fault paths', () => {
  it.each([
    ['/api/cart', '/api/cart', true],
    ['/api/cart', '/api/cart/item', false],
    ['/api/cart/*', '/api/cart/item', true],
    ['/api/cart/*', '/api/cart/item/1', false],
    ['/api/cart/**', '/api/cart/item/1', true],
    ['**', '/anything/at/all', true],
    ['/products/*.json', '/products/a.json', true],
    ['/products/*.json', '/products/ajson', false],
  ])('glob %s on %s → %s', (glob, path, matches) => {
    expect(globToRegExp(glob).test(path)).toBe(matches);
  });

  it.each([
    ['/cart/api/cart/item', { service: 'cart', rest: '/api/cart/item' }],
    ['/catalog', { service: 'catalog', rest: '/' }],
    ['/main/get-actual', { service: 'main', rest: '/get-actual' }],
    ['/health', null],
    ['/__faults', null],
    ['/media/x.png', null],
    ['/cartx/api', null],
  ])('%s belongs to %j', (path, expected) => {
    expect(splitServicePath(path)).toEqual(expected);
  });
});

describe('fault rules', () => {
  it('applies to the next N matching requests only, then is gone', () => {
    const rules = new FaultRules();
    arm(rules, { service: 'cart', path: '/api/cart', kind: 500, count: 2 });
    expect(rules.take('GET', '/catalog/api/cart')).toBeNull();
    expect(rules.take('GET', '/cart/api/cart/item')).toBeNull();
    expect(rules.take('GET', '/cart/api/cart')).toMatchObject({ kind: 500, remaining: 1 });
    expect(rules.list()).toMatchObject([{ kind: 500, remaining: 1 }]);
    expect(rules.take('POST', '/cart/api/cart')).toMatchObject({ kind: 500, remaining: 0 });
    expect(rules.take('GET', '/cart/api/cart')).toBeNull();
    expect(rules.list()).toEqual([]);
  });

  it('matches the method when one is given, any service for *, a regex with re:', () => {
    const rules = new FaultRules();
    arm(rules, { service: '*', path: 're:^/api/(order|cart)$', method: 'post', kind: 'drop' });
    expect(rules.take('GET', '/order/api/order')).toBeNull();
    expect(rules.take('POST', '/order/api/orders')).toBeNull();
    expect(rules.take('POST', '/order/api/order')).toMatchObject({ kind: 'drop', method: 'POST' });
  });

  it('the first armed fault wins; clear removes all', () => {
    const rules = new FaultRules();
    arm(rules, { service: 'main', kind: 429 });
    arm(rules, { service: 'main', kind: 401 });
    expect(rules.take('GET', '/main/get-actual')?.kind).toBe(429);
    expect(rules.take('GET', '/main/get-actual')?.kind).toBe(401);
    arm(rules, { service: 'main', kind: 404, count: 5 });
    expect(rules.clear()).toBe(1);
    expect(rules.take('GET', '/main/get-actual')).toBeNull();
  });

  it.each([
    [{ service: 'payments', kind: 500 }, 'service'],
    [{ service: 'cart', kind: 418 }, 'kind'],
    [{ service: 'cart', kind: 'delay' }, 'delayMs'],
    [{ service: 'cart', kind: 500, count: 0 }, 'count'],
    [{ service: 'cart', kind: 500, method: 'FETCH' }, 'method'],
    [{ service: 'cart', kind: 500, path: 're:(' }, 'path'],
    [{ service: 'cart', kind: 500, extra: 1 }, 'body'],
  ])('rejects %j (%s)', (body, field) => {
    const result = faultBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0] ?? 'body')).toContain(field);
  });
});
