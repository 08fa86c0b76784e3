// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';

import { addressSuggestionsResponseSchema } from '../../../lib/platform/api/contracts/main';
import { call, seededApp } from '../testing/seeded-app';

const { app, db, cleanup } = seededApp();
afterAll(cleanup);

const suggest = async (query: string) => {
  const response = await call(
    app,
    'GET',
    `/main/get_suggestions_by_query?query=${encodeURIComponent(query)}`,
  );
  expect(response.status).toBe(200);
  return addressSuggestionsResponseSchema.parse(response.body).suggestions;
};

describe('address suggestions', () => {
  it('seeds about 300 addresses with uuid fias ids and postcodes', () => {
    const row = db
      .prepare<[], { n: number; cities: number }>(
        'SELECT count(*) AS n, count(DISTINCT city) AS cities FROM address_dataset',
      )
      .get()!;
    expect(row.n).toBe(300);
    expect(row.cities).toBe(4);
  });

  it('matches a street name prefix case-insensitively, up to 10', async () => {
    const found = await suggest('ТВЕР');
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThanOrEqual(10);
    for (const suggestion of found) {
      expect(suggestion.data.street_with_type).toMatch(/Тверск/);
      expect(suggestion.data.fias_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(suggestion.data.postal_code).toMatch(/^1\d{5}$/);
      expect(suggestion.data.city).toBe('Москва');
      expect(suggestion.data.house_type_full).toBe('дом');
    }
  });

  it('treats ё as е and needs every word', async () => {
    const plain = await suggest('елочная');
    expect(plain.length).toBeGreaterThan(0);
    expect(plain[0]?.data.street_with_type).toBe('ул Ёлочная');
    const house = plain[0]!.data.house!;
    const exact = await suggest(`Ёлочная ${house}`);
    expect(exact.every((suggestion) => suggestion.data.house?.startsWith(house))).toBe(true);
    expect(await suggest('Тверская несуществующая')).toEqual([]);
    expect(await suggest('')).toEqual([]);
  });

  it('finds other cities by city and street', async () => {
    const found = await suggest('казань баумана');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((suggestion) => suggestion.data.city === 'Казань')).toBe(true);
  });

  it('returns the nearest address for coordinates', async () => {
    const response = await call(app, 'GET', '/main/get_address_by_coords?lat=59.93&lon=30.33');
    const { suggestions } = addressSuggestionsResponseSchema.parse(response.body);
    expect(suggestions).toHaveLength(1);
    expect(suggestions[0]?.data.city).toBe('Санкт-Петербург');
    expect((await call(app, 'GET', '/main/get_address_by_coords?lat=abc&lon=1')).status).toBe(422);
  });
});
