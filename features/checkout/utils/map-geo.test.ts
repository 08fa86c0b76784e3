import { describe, expect, it } from 'vitest';

import {
  DEFAULT_CITY,
  MAP_CENTER,
  PICKUP_CITIES,
  boundsAround,
  boundsOfPoints,
  cityView,
  findCity,
  fromYandexBounds,
  toYandexBounds,
} from './map-geo';

describe('pickup map geography', () => {
  it('opens on Moscow at the spec 9 centre', () => {
    expect(MAP_CENTER).toEqual([55.7556, 37.6213]);
    expect(DEFAULT_CITY.name).toBe('Москва');
    expect(DEFAULT_CITY.center).toBe(MAP_CENTER);
    expect(findCity('nowhere')).toBe(DEFAULT_CITY);
    expect(findCity('kazan').name).toBe('Казань');
  });

  it('bounds around a centre widen longitude with latitude', () => {
    const bounds = boundsAround([60, 30], 11.132);
    expect(bounds.latitudeL).toBeCloseTo(59.9, 6);
    expect(bounds.latitudeR).toBeCloseTo(60.1, 6);
    // cos 60° = 0.5: twice as many degrees of longitude for the same distance
    expect(bounds.longitudeL).toBeCloseTo(29.8, 6);
    expect(bounds.longitudeR).toBeCloseTo(30.2, 6);
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

  it('bounds of points: padded around several, a minimum span around one, null for none', () => {
    expect(boundsOfPoints([])).toBeNull();
    const two = boundsOfPoints([
      { latitude: 55.7, longitude: 37.5 },
      { latitude: 55.8, longitude: 37.7 },
    ]);
    expect(two?.latitudeL).toBeCloseTo(55.69, 6);
    expect(two?.latitudeR).toBeCloseTo(55.81, 6);
    expect(two?.longitudeL).toBeCloseTo(37.48, 6);
    expect(two?.longitudeR).toBeCloseTo(37.72, 6);
    const one = boundsOfPoints([{ latitude: 55.75, longitude: 37.62 }]);
    expect(one?.latitudeR).toBeGreaterThan(55.75);
    expect(one?.latitudeL).toBeLessThan(55.75);
    expect((one?.latitudeR ?? 0) - (one?.latitudeL ?? 0)).toBeCloseTo(0.005, 6);
  });

  it('converts to and from Yandex [[south, west], [north, east]] bounds', () => {
    const bounds = { latitudeL: 55.6, latitudeR: 55.9, longitudeL: 37.4, longitudeR: 37.8 };
    expect(toYandexBounds(bounds)).toEqual([
      [55.6, 37.4],
      [55.9, 37.8],
    ]);
    expect(fromYandexBounds(toYandexBounds(bounds))).toEqual(bounds);
    expect(fromYandexBounds([[55.6, 37.4]])).toBeNull();
    expect(
      fromYandexBounds([
        [55.6, Number.NaN],
        [55.9, 37.8],
      ]),
    ).toBeNull();
  });
});
