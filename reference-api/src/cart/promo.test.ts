// @vitest-environment node
import { describe, expect, it } from 'vitest';

import type { CartItem } from '../../../lib/platform/api/contracts/cart';

import { evaluatePromo, formatRub, normalizeCode, type PromoRow } from './promo';

const item = (cost: number, discounted = false, extra: Partial<CartItem> = {}): CartItem => ({
  uuid: 'line',
  offerUuid: 'offer',
  productUuid: 'product',
  product: { name: 'Кольцо', sku: '1', slug: 'kolco', image: '' },
  size: null,
  quantity: 1,
  price: cost,
  cost,
  isCompleted: true,
  restrictions: { promocode: discounted },
  selected: true,
  ...extra,
});
const code = (overrides: Partial<PromoRow>): PromoRow => ({
  code: 'TEST',
  kind: 'percent',
  value: 10,
  min_total: 0,
  starts_at: '2025-01-01T00:00:00.000Z',
  ends_at: '2025-12-31T00:00:00.000Z',
  only_undiscounted: 0,
  active: 1,
  ...overrides,
});
const at = new Date('2025-06-01T00:00:00.000Z');

describe('promo rules', () => {
  it('formats sums and codes', () => {
    expect(formatRub(5000)).toBe('5 000 ₽');
    expect(formatRub(1250000)).toBe('1 250 000 ₽');
    expect(formatRub(990)).toBe('990 ₽');
    expect(normalizeCode('  zoloto10 ')).toBe('ZOLOTO10');
  });

  it('checks dates: not yet started reads as unknown, past the end as expired', () => {
    expect(evaluatePromo(code({}), [item(1000)], new Date('2024-06-01'))).toEqual({
      ok: false,
      message: 'Промокод не найден',
    });
    expect(evaluatePromo(code({}), [item(1000)], new Date('2026-06-01'))).toEqual({
      ok: false,
      message: 'Срок действия промокода истёк',
    });
    expect(evaluatePromo(undefined, [item(1000)], at)).toEqual({
      ok: false,
      message: 'Промокод не найден',
    });
  });

  it('counts only selected, available and (when restricted) undiscounted lines', () => {
    const lines = [
      item(1000),
      item(2000, true),
      item(4000, false, { selected: false }),
      item(8000, false, { isCompleted: false }),
    ];
    expect(evaluatePromo(code({}), lines, at)).toEqual({ ok: true, discount: 300 });
    expect(evaluatePromo(code({ only_undiscounted: 1 }), lines, at)).toEqual({
      ok: true,
      discount: 100,
    });
  });

  it('caps a fixed discount at the eligible sum and checks the minimum', () => {
    const fixed = code({ kind: 'fixed', value: 1000, min_total: 500 });
    expect(evaluatePromo(fixed, [item(700)], at)).toEqual({ ok: true, discount: 700 });
    expect(evaluatePromo(fixed, [item(400)], at)).toEqual({
      ok: false,
      message: 'Промокод действует для заказа от 500 ₽',
    });
    expect(evaluatePromo(fixed, [], at)).toEqual({
      ok: false,
      message: 'Промокод не применяется к товарам в корзине',
    });
  });
});
