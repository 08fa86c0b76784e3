import type { PickupPoint } from '@/lib/platform/api/contracts/delivery';

export type PointGroup = { carrier: PickupPoint['carrier']; points: PickupPoint[] };

/** The points by carrier, in the order the service lists them (store shops first). */
export function groupByCarrier(points: readonly PickupPoint[]): PointGroup[] {
  const groups = new Map<string, PointGroup>();
  for (const point of points) {
    const group = groups.get(point.carrier.uuid);
    if (group) group.points.push(point);
    else groups.set(point.carrier.uuid, { carrier: point.carrier, points: [point] });
  }
  return [...groups.values()];
}

/** Points a group shows before «Показать ещё». */
export const POINTS_PAGE = 10;
/** Points each press of «Показать ещё» adds. */
export const POINTS_MORE = POINTS_PAGE * 2;

/**
 * The first `count` points of a group, plus the chosen one wherever it is in the list (a point
 * chosen on the map is always shown, checked).
 */
export function pointsShown(
  points: readonly PickupPoint[],
  count: number,
  chosenUuid: string | null | undefined,
): PickupPoint[] {
  const first = points.slice(0, count);
  if (!chosenUuid || first.some((point) => point.uuid === chosenUuid)) return first;
  const chosen = points.find((point) => point.uuid === chosenUuid);
  return chosen ? [...first, chosen] : first;
}
