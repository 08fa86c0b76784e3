import { describe, expect, it } from 'vitest';

import { buildPointQuery, type PointQueryInput } from './map-query';

const view = {
  bounds: { latitudeL: 55.55551, latitudeR: 55.95559, longitudeL: 37.35, longitudeR: 37.85 },
  zoom: 10.4,
};
const input: PointQueryInput = { cartCost: 5000, view, carrierUuids: ['c2', 'c1'] };

describe('point query (spec 3) behind the spec 5 guard', () => {
  it('builds the body: bounds rounded outward, zoom an integer, carriers sorted', () => {
    expect(buildPointQuery(input)).toEqual({
      cartCost: 5000,
      latitudeL: 55.5555,
      latitudeR: 55.9556,
      longitudeL: 37.35,
      longitudeR: 37.85,
      zoom: 10,
      carrierUuids: ['c1', 'c2'],
    });
  });

  it('puts swapped corners in order and passes the chosen point', () => {
    const swapped = {
      bounds: { latitudeL: 55.9, latitudeR: 55.6, longitudeL: 37.8, longitudeR: 37.4 },
      zoom: 12,
    };
    expect(buildPointQuery({ ...input, view: swapped, pointUuid: 'p-1' })).toMatchObject({
      latitudeL: 55.6,
      latitudeR: 55.9,
      longitudeL: 37.4,
      longitudeR: 37.8,
      pointUuid: 'p-1',
    });
    expect(buildPointQuery({ ...input, pointUuid: null })).not.toHaveProperty('pointUuid');
  });

  it('an empty carrier list is passed as is (no filter); a free cart costs 0', () => {
    expect(buildPointQuery({ ...input, carrierUuids: [], cartCost: 0 })).toMatchObject({
      carrierUuids: [],
      cartCost: 0,
    });
  });

  it.each([
    ['cartCost', { cartCost: undefined }],
    ['cartCost', { cartCost: Number.NaN }],
    ['cartCost', { cartCost: -1 }],
    ['bounds', { view: null }],
    ['bounds', { view: { ...view, bounds: { ...view.bounds, latitudeR: Number.NaN } } }],
    ['carrierUuids', { carrierUuids: null }],
    ['carrierUuids', { carrierUuids: undefined }],
    ['zoom', { view: { ...view, zoom: Number.NaN } }],
  ] as const)('throws «Не передан %s»', (field, change) => {
    expect(() => buildPointQuery({ ...input, ...change })).toThrow(`Не передан ${field}`);
  });
});
