import type { PickupPoint, PointGroup } from '@/lib/platform/api/contracts/delivery';
import { boundsOfPoints, type Bounds, type LatLon } from '@/lib/platform/maps/geo';

/**
 * From this zoom on the map shows one placemark per point; below it, the delivery service's groups
 * (`point/group`): at city scale a placemark per point is an unreadable carpet of ~200 pins.
 */
export const POINTS_FROM_ZOOM = 12;
const MAX_ZOOM = 19;

export type MapLayer = 'groups' | 'points';

export function mapLayer(zoom: number): MapLayer {
  return zoom >= POINTS_FROM_ZOOM ? 'points' : 'groups';
}

export type GroupClick =
  | { type: 'select'; point: PickupPoint }
  | { type: 'fit'; bounds: Bounds }
  | { type: 'zoom'; center: LatLon; zoom: number };

/**
 * A click on a group. The service lists the points of a small group: when they are all among the
 * loaded points, a group of one selects its point and a bigger one is fitted into view. Otherwise
 * a small group zooms straight to the points layer and a big one zooms in two steps.
 */
export function groupClick(
  group: PointGroup,
  zoom: number,
  points: readonly PickupPoint[],
): GroupClick {
  const uuids = group.pointUuids;
  const members = (uuids ?? []).flatMap((uuid) => points.find((p) => p.uuid === uuid) ?? []);
  if (uuids && members.length === uuids.length) {
    const [first] = members;
    if (members.length === 1 && first) return { type: 'select', point: first };
    const bounds = boundsOfPoints(members);
    if (bounds) return { type: 'fit', bounds };
  }
  const next = uuids ? Math.max(zoom + 2, POINTS_FROM_ZOOM) : zoom + 2;
  return { type: 'zoom', center: [group.lat, group.lon], zoom: Math.min(next, MAX_ZOOM) };
}
