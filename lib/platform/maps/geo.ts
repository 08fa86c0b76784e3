/**
 * Map geography shared by every map of the store. Bounds use the delivery point query's corner
 * names (spec 3): L is the south-west corner, R the north-east one.
 */
export type Bounds = {
  latitudeL: number;
  latitudeR: number;
  longitudeL: number;
  longitudeR: number;
};

export type LatLon = readonly [lat: number, lon: number];

/** Spec 9: maps open on Moscow. */
export const MAP_CENTER: LatLon = [55.7556, 37.6213];

const KM_PER_DEGREE = 111.32;

/** A square of `radiusKm` around a point (longitude degrees shrink with latitude). */
export function boundsAround([lat, lon]: LatLon, radiusKm: number): Bounds {
  const dLat = radiusKm / KM_PER_DEGREE;
  const dLon = radiusKm / (KM_PER_DEGREE * Math.cos((lat * Math.PI) / 180));
  return {
    latitudeL: lat - dLat,
    latitudeR: lat + dLat,
    longitudeL: lon - dLon,
    longitudeR: lon + dLon,
  };
}

/**
 * The smallest bounds holding every point, widened by `padding` of its size on each side (at least
 * `minSpan` degrees across, so one point still gets an area). Null for no points.
 */
export function boundsOfPoints(
  points: readonly { latitude: number; longitude: number }[],
  padding = 0.1,
  minSpan = 0.005,
): Bounds | null {
  if (points.length === 0) return null;
  const lats = points.map((point) => point.latitude);
  const lons = points.map((point) => point.longitude);
  const widen = (min: number, max: number): [number, number] => {
    const extra = Math.max((max - min) * padding, (minSpan - (max - min)) / 2, 0);
    return [min - extra, max + extra];
  };
  const [latitudeL, latitudeR] = widen(Math.min(...lats), Math.max(...lats));
  const [longitudeL, longitudeR] = widen(Math.min(...lons), Math.max(...lons));
  return { latitudeL, latitudeR, longitudeL, longitudeR };
}

const finite = (value: number | undefined): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** Yandex Maps bounds ([[south, west], [north, east]]) as query bounds; null if malformed. */
export function fromYandexBounds(bounds: readonly (readonly number[])[]): Bounds | null {
  const [latitudeL, longitudeL] = bounds[0] ?? [];
  const [latitudeR, longitudeR] = bounds[1] ?? [];
  if (!finite(latitudeL) || !finite(latitudeR) || !finite(longitudeL) || !finite(longitudeR)) {
    return null;
  }
  return { latitudeL, latitudeR, longitudeL, longitudeR };
}

/** Query bounds as Yandex Maps bounds, for `map.setBounds`. */
export function toYandexBounds(bounds: Bounds): [[number, number], [number, number]] {
  return [
    [bounds.latitudeL, bounds.longitudeL],
    [bounds.latitudeR, bounds.longitudeR],
  ];
}
