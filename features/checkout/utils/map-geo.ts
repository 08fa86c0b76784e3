/**
 * Geography of the pickup map: the cities it offers, their bounds, and bounds around points. Bounds
 * use the delivery point query's corner names (spec 3): L is the south-west corner, R the
 * north-east one.
 */
export type Bounds = {
  latitudeL: number;
  latitudeR: number;
  longitudeL: number;
  longitudeR: number;
};

/** What the list and the map ask the delivery service for: an area and a map zoom. */
export type MapView = { bounds: Bounds; zoom: number };

export type LatLon = readonly [lat: number, lon: number];

export type PickupCity = {
  id: string;
  name: string;
  center: LatLon;
  /** How far from the centre the city's pickup points reach, km. */
  radiusKm: number;
  zoom: number;
};

/** Spec 9: the map opens on Moscow. */
export const MAP_CENTER: LatLon = [55.7556, 37.6213];

/** Moscow: the default city (spec 9). */
export const DEFAULT_CITY: PickupCity = {
  id: 'moscow',
  name: 'Москва',
  center: MAP_CENTER,
  radiusKm: 25,
  zoom: 10,
};

/**
 * Cities with pickup points, for the city selector. The delivery service has no city list; these
 * are the cities its points cover.
 */
export const PICKUP_CITIES: readonly PickupCity[] = [
  DEFAULT_CITY,
  { id: 'spb', name: 'Санкт-Петербург', center: [59.9386, 30.3141], radiusKm: 20, zoom: 10 },
  { id: 'kazan', name: 'Казань', center: [55.7887, 49.1221], radiusKm: 15, zoom: 11 },
  { id: 'ekb', name: 'Екатеринбург', center: [56.8389, 60.6057], radiusKm: 15, zoom: 11 },
];

export function findCity(id: string): PickupCity {
  return PICKUP_CITIES.find((city) => city.id === id) ?? DEFAULT_CITY;
}

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

/** The list's area while there is no map: the whole city at its zoom. */
export function cityView(city: PickupCity): MapView {
  return { bounds: boundsAround(city.center, city.radiusKm), zoom: city.zoom };
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
