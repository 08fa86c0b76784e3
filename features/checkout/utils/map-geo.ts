import { boundsAround, MAP_CENTER, type Bounds, type LatLon } from '@/lib/platform/maps/geo';

/** The pickup map's cities and the list's area while there is no map (generic geometry: lib/platform/maps). */

/** What the list and the map ask the delivery service for: an area and a map zoom. */
export type MapView = { bounds: Bounds; zoom: number };

export type PickupCity = {
  id: string;
  name: string;
  center: LatLon;
  /** How far from the centre the city's pickup points reach, km. */
  radiusKm: number;
  zoom: number;
};

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

/** The list's area while there is no map: the whole city at its zoom. */
export function cityView(city: PickupCity): MapView {
  return { bounds: boundsAround(city.center, city.radiusKm), zoom: city.zoom };
}
