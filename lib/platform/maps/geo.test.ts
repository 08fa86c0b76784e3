import { describe, expect, it } from 'vitest';

import { MAP_CENTER, boundsAround, boundsOfPoints, fromYandexBounds, toYandexBounds } from './geo';

describe('map geography', () => {
  it('opens on the spec 9 centre', () => {
    expect(MAP_CENTER).toEqual([55.7556, 37.6213]);
  });

  it('bounds around a centre widen longitude with latitude', () => {
    const bounds = boundsAround([60, 30], 11.132);
    expect(bounds.latitudeL).toBeCloseTo(59.9, 6);
    expect(bounds.latitudeR).toBeCloseTo(60.1, 6);
    // cos 60° = 0.5: twice as many degrees of longitude for the same distance
    expect(bounds.longitudeL).toBeCloseTo(29.8, 6);
    expect(bounds.longitudeR).toBeCloseTo(30.2, 6);
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
