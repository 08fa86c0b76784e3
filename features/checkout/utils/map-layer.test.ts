import { describe, expect, it } from 'vitest';

import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';

import { POINTS_FROM_ZOOM, groupClick, mapLayer } from './map-layer';

const point = { uuid: 'p-1', name: 'ПВЗ', latitude: 55.7, longitude: 37.6 } as PickupPoint;
const other = { uuid: 'p-2', name: 'ПВЗ 2', latitude: 55.8, longitude: 37.7 } as PickupPoint;

describe('map layer by zoom', () => {
  it('shows groups at city scale and single points from zoom 12', () => {
    expect(POINTS_FROM_ZOOM).toBe(12);
    expect(mapLayer(3)).toBe('groups');
    expect(mapLayer(10)).toBe('groups');
    expect(mapLayer(11)).toBe('groups');
    expect(mapLayer(12)).toBe('points');
    expect(mapLayer(17)).toBe('points');
  });

  it('a group of one known point selects it', () => {
    expect(
      groupClick({ lat: 55.7, lon: 37.6, count: 1, pointUuids: ['p-1'] }, 10, [point]),
    ).toEqual({ type: 'select', point });
  });

  it('a group of one unknown point, or a small group, zooms to the points layer', () => {
    expect(groupClick({ lat: 55.7, lon: 37.6, count: 1, pointUuids: ['p-9'] }, 9, [point])).toEqual(
      { type: 'zoom', center: [55.7, 37.6], zoom: 12 },
    );
    expect(groupClick({ lat: 55.7, lon: 37.6, count: 4, pointUuids: ['a', 'b'] }, 11, [])).toEqual({
      type: 'zoom',
      center: [55.7, 37.6],
      zoom: 13,
    });
  });

  it('a small group whose points are all known is fitted into view', () => {
    const action = groupClick(
      { lat: 55.75, lon: 37.65, count: 2, pointUuids: ['p-1', 'p-2'] },
      10,
      [point, other],
    );
    expect(action.type).toBe('fit');
    if (action.type !== 'fit') return;
    expect(action.bounds.latitudeL).toBeLessThan(55.7);
    expect(action.bounds.latitudeR).toBeGreaterThan(55.8);
    expect(action.bounds.longitudeL).toBeLessThan(37.6);
    expect(action.bounds.longitudeR).toBeGreaterThan(37.7);
  });

  it('a big group zooms in two steps, never past the maximum', () => {
    expect(groupClick({ lat: 55.7, lon: 37.6, count: 40 }, 8, [])).toMatchObject({ zoom: 10 });
    expect(groupClick({ lat: 55.7, lon: 37.6, count: 40 }, 18, [])).toMatchObject({ zoom: 19 });
  });
});
