import type { PayCode } from '@/lib/platform/api/contracts/cart';
import { MSG } from '@/lib/shop/validation/messages';

import type { MapView } from './map-geo';

/** What the pickup list and map know when they ask for points (any of it may be missing). */
export type PointQueryInput = {
  cartCost: number | null | undefined;
  view: MapView | null | undefined;
  /**
   * The carriers to show. Empty: no carrier filter (used only when the carrier list could not be
   * loaded; the panel never asks with every carrier unticked).
   */
  carrierUuids: readonly string[] | null | undefined;
  /** The chosen point: the service keeps it on the list even outside the bounds. */
  pointUuid?: string | null;
  /** The payment the points are priced for (none yet: cash on delivery, as the summary). */
  payCode?: PayCode | null;
};

/** The delivery point query of spec 3 as the list and group endpoints take it. */
export type PointQuery = {
  cartCost: number;
  latitudeL: number;
  latitudeR: number;
  longitudeL: number;
  longitudeR: number;
  zoom: number;
  carrierUuids: string[];
  pointUuid?: string;
  payCode?: PayCode;
};

const finite = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** 4 decimals ≈ 11 m: map jitter does not make a new query key; outward so nothing is cut off. */
const floor4 = (value: number) => Math.floor(value * 1e4) / 1e4;
const ceil4 = (value: number) => Math.ceil(value * 1e4) / 1e4;

/**
 * Builds the point query (spec 3) behind the spec 5 client guard of the point lists: throws
 * «Не передан {field}» for a missing cartCost, bounds, carrierUuids or zoom. Bounds are put in
 * south-west / north-east order and rounded outward, carriers sorted, so equal views share a key.
 */
export function buildPointQuery(input: PointQueryInput): PointQuery {
  const { cartCost, view, carrierUuids, pointUuid, payCode } = input;
  if (!finite(cartCost) || cartCost < 0) throw new Error(MSG.notPassed('cartCost'));
  const bounds = view?.bounds;
  if (
    !bounds ||
    ![bounds.latitudeL, bounds.latitudeR, bounds.longitudeL, bounds.longitudeR].every(finite)
  ) {
    throw new Error(MSG.notPassed('bounds'));
  }
  if (!Array.isArray(carrierUuids)) throw new Error(MSG.notPassed('carrierUuids'));
  if (!finite(view?.zoom)) throw new Error(MSG.notPassed('zoom'));
  return {
    cartCost,
    latitudeL: floor4(Math.min(bounds.latitudeL, bounds.latitudeR)),
    latitudeR: ceil4(Math.max(bounds.latitudeL, bounds.latitudeR)),
    longitudeL: floor4(Math.min(bounds.longitudeL, bounds.longitudeR)),
    longitudeR: ceil4(Math.max(bounds.longitudeL, bounds.longitudeR)),
    zoom: Math.min(22, Math.max(0, Math.round(view.zoom))),
    carrierUuids: [...carrierUuids].filter(Boolean).sort(),
    ...(pointUuid ? { pointUuid } : {}),
    ...(payCode ? { payCode } : {}),
  };
}
