// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { apiErrorBodySchema } from '../../../../lib/platform/api/contracts/common';
import {
  faqResponseSchema,
  ruleListResponseSchema,
  ruleSchema,
} from '../../../../lib/platform/api/contracts/rules';
import { call, seededApp } from '../../testing/seeded-app';

import { seedRules } from './seed';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const SLUGS = [
  'polzovatelskoe_soglashenie',
  'public_oferta',
  'public_oferta_s_rassrochkoy_plateja',
  'policy',
  'bonus_programme',
  'promo_rules',
];

describe('main API: rules', () => {
  it('lists every rules document with its slug, title and date', async () => {
    const response = await call(app, 'GET', '/main/rule');
    expect(response.status).toBe(200);
    const { items } = ruleListResponseSchema.parse(response.body);
    expect(items.map((item) => item.slug)).toEqual(SLUGS);
    expect(items[0]).toMatchObject({ title: 'Пользовательское соглашение' });
    for (const item of items) expect(Number.isNaN(Date.parse(item.updated_at))).toBe(false);
    expect(items[0]).not.toHaveProperty('html');
  });

  it('serves one document by slug and by numeric id with several sections of text', async () => {
    const bySlug = await call(app, 'GET', '/main/rule/policy');
    expect(bySlug.status).toBe(200);
    const rule = ruleSchema.parse(bySlug.body);
    expect(rule.title).toBe('Политика обработки персональных данных');
    expect(rule.html).toContain('152-ФЗ');
    expect(rule.html.match(/<h2>/g)?.length).toBeGreaterThanOrEqual(5);
    const byId = await call(app, 'GET', `/main/rule/${rule.id}`);
    expect(ruleSchema.parse(byId.body)).toEqual(rule);
  });

  it('answers 404 for an unknown slug or id', async () => {
    for (const path of ['/main/rule/no-such-rules', '/main/rule/9999']) {
      const response = await call(app, 'GET', path);
      expect(response.status).toBe(404);
      expect(apiErrorBodySchema.parse(response.body)).toMatchObject({ code: 'rule_not_found' });
    }
  });

  it('serves the FAQ grouped by section, 15+ questions with HTML answers', async () => {
    const response = await call(app, 'GET', '/main/faq');
    expect(response.status).toBe(200);
    const { items } = faqResponseSchema.parse(response.body);
    expect(items.length).toBeGreaterThanOrEqual(15);
    const sections = [...new Set(items.map((item) => item.section))];
    expect(sections).toEqual([
      'Заказ',
      'Доставка',
      'Оплата',
      'Размеры',
      'Гарантия и возврат',
      'Уход за украшениями',
    ]);
    expect(items.every((item) => item.answer.startsWith('<'))).toBe(true);
  });

  it('seeds once: a second run adds nothing', () => {
    const count = () =>
      db.prepare<[], { n: number }>('SELECT count(*) AS n FROM rules').get()?.n ?? 0;
    const before = count();
    seedRules(db);
    expect(count()).toBe(before);
  });
});
