import type {
  DeliveryPointQuery,
  PickupPoint,
  PointGroup,
} from '../../../lib/platform/api/contracts/delivery';
import type { Db } from '../db/open-db';

import { pointCost } from './pricing';

export const POINT_LIST_CAP = 500;
const GROUP_UUIDS_MAX = 10;

export type PointRow = {
  uuid: string;
  carrier_uuid: string;
  external_id: string;
  carrier_name: string;
  name: string;
  address: string;
  city: string;
  lat: number;
  lon: number;
  work_hours: string;
  subway_name: string | null;
  subway_color: string | null;
  price: number;
  days_min: number;
  days_max: number;
};

const SELECT = `SELECT dp.*, c.external_id, c.name AS carrier_name
  FROM delivery_points dp JOIN carriers c ON c.uuid = dp.carrier_uuid`;

export function findPoint(db: Db, uuid: string): PointRow | undefined {
  return db.prepare<[string], PointRow>(`${SELECT} WHERE dp.uuid = ?`).get(uuid);
}

/** A point as the list shows it, priced as the summary will charge it (pricing.ts's pointCost). */
export function toPoint(
  row: PointRow,
  cartCost: number,
  payCode: string | null | undefined,
): PickupPoint {
  return {
    id: row.uuid,
    uuid: row.uuid,
    carrier: { uuid: row.carrier_uuid, external_id: row.external_id, name: row.carrier_name },
    name: row.name,
    address: row.address,
    city: row.city,
    latitude: row.lat,
    longitude: row.lon,
    workHours: row.work_hours,
    subway:
      row.subway_name && row.subway_color
        ? { name: row.subway_name, color: row.subway_color }
        : null,
    price: pointCost(row, cartCost, payCode),
    days: { min: row.days_min, max: row.days_max },
  };
}

type Query = Required<
  Pick<DeliveryPointQuery, 'latitudeL' | 'latitudeR' | 'longitudeL' | 'longitudeR'>
> &
  Pick<DeliveryPointQuery, 'carrierUuids'>;

/** Points inside the bounds (either corner order), optionally of some carriers; store shops first. */
export function pointsInBounds(db: Db, query: Query, limit = POINT_LIST_CAP): PointRow[] {
  const latMin = Math.min(query.latitudeL, query.latitudeR);
  const latMax = Math.max(query.latitudeL, query.latitudeR);
  const lonMin = Math.min(query.longitudeL, query.longitudeR);
  const lonMax = Math.max(query.longitudeL, query.longitudeR);
  const carriers = query.carrierUuids ?? [];
  const carrierFilter =
    carriers.length > 0 ? ` AND dp.carrier_uuid IN (${carriers.map(() => '?').join(',')})` : '';
  return db
    .prepare<unknown[], PointRow>(
      `${SELECT} WHERE dp.lat BETWEEN ? AND ? AND dp.lon BETWEEN ? AND ?${carrierFilter}
      ORDER BY c.sort, dp.lat, dp.lon LIMIT ?`,
    )
    .all(latMin, latMax, lonMin, lonMax, ...carriers, limit);
}

/** Grid cell size in degrees for a map zoom: halves with every zoom step (≈0.04° at zoom 10). */
export function cellSize(zoom: number): number {
  return 40 / 2 ** zoom;
}

/** Clusters points on a zoom-dependent grid; a group is placed at the mean of its points. */
export function groupPoints(rows: readonly PointRow[], zoom: number): PointGroup[] {
  const size = cellSize(zoom);
  const cells = new Map<string, PointRow[]>();
  for (const row of rows) {
    const key = `${Math.floor(row.lat / size)}:${Math.floor(row.lon / size)}`;
    const cell = cells.get(key);
    if (cell) cell.push(row);
    else cells.set(key, [row]);
  }
  return [...cells.values()].map((cell) => {
    const mean = (pick: (row: PointRow) => number) =>
      Number((cell.reduce((sum, row) => sum + pick(row), 0) / cell.length).toFixed(6));
    return {
      lat: mean((row) => row.lat),
      lon: mean((row) => row.lon),
      count: cell.length,
      ...(cell.length <= GROUP_UUIDS_MAX ? { pointUuids: cell.map((row) => row.uuid) } : {}),
    };
  });
}
