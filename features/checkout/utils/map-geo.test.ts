import { describe, expect, it } from 'vitest';

import { MAP_CENTER } from '@/lib/platform/maps/geo';

import { DEFAULT_CITY, PICKUP_CITIES, cityView, findCity } from './map-geo';

describe('pickup map cities', () => {
  it('opens on Moscow at the spec 9 centre', () => {
    expect(DEFAULT_CITY.name).toBe('Москва');
    expect(DEFAULT_CITY.center).toBe(MAP_CENTER);
    expect(findCity('nowhere')).toBe(DEFAULT_CITY);
    expect(findCity('kazan').name).toBe('Казань');
  });

  it("a city's view covers the area its points are in, and no two cities overlap", () => {
    const moscow = cityView(DEFAULT_CITY);
    expect(moscow.zoom).toBe(10);
    // the reference data's Moscow points: 55.55–55.95 N, 37.35–37.85 E
    expect(moscow.bounds.latitudeL).toBeLessThanOrEqual(55.55);
    expect(moscow.bounds.latitudeR).toBeGreaterThanOrEqual(55.95);
    expect(moscow.bounds.longitudeL).toBeLessThanOrEqual(37.35);
    expect(moscow.bounds.longitudeR).toBeGreaterThanOrEqual(37.85);
    const views = PICKUP_CITIES.map((city) => cityView(city).bounds);
    views.forEach((a, i) =>
      views.slice(i + 1).forEach((b) => {
        const apart =
          a.latitudeR < b.latitudeL ||
          b.latitudeR < a.latitudeL ||
          a.longitudeR < b.longitudeL ||
          b.longitudeR < a.longitudeL;
        expect(apart).toBe(true);
      }),
    );
  });
});
