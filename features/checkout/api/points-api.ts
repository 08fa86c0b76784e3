'use client';

import { keepPreviousData, skipToken, useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  carrierListResponseSchema,
  pickupPointListResponseSchema,
  pointGroupResponseSchema,
  type Carrier,
  type PickupPoint,
  type PointGroup,
} from '@/lib/platform/api/contracts/delivery';

import type { PointQuery } from '../utils/map-query';

export const pickupKeys = {
  all: ['checkout', 'pickup'] as const,
  carriers: () => [...pickupKeys.all, 'carriers'] as const,
  points: (query: PointQuery | null) => [...pickupKeys.all, 'points', query] as const,
  groups: (query: PointQuery | null) => [...pickupKeys.all, 'groups', query] as const,
};

const CARRIERS = '/api/delivery/carrier/list';
/** GET /delivery/api/delivery/carrier/list: the pickup providers, for the carrier filter. */
export async function listCarriers(): Promise<Carrier[]> {
  const response = await browserClient('delivery').get(CARRIERS);
  return parseContract(carrierListResponseSchema, response.data, CARRIERS).items;
}

const POINTS = '/api/delivery/point/new/list';
/** POST /delivery/api/delivery/point/new/list: the points in the bounds (built by buildPointQuery). */
export async function listPointsInBounds(query: PointQuery): Promise<PickupPoint[]> {
  const response = await browserClient('delivery').post(POINTS, query, { retryable: true });
  return parseContract(pickupPointListResponseSchema, response.data, POINTS).items;
}

const GROUPS = '/api/delivery/point/group';
/**
 * POST /delivery/api/delivery/point/group: the map's clusters for a zoom. Silent: without them
 * the map is merely empty at city scale, and the list beside it still works.
 */
export async function listPointGroups(query: PointQuery): Promise<PointGroup[]> {
  const response = await browserClient('delivery').post(GROUPS, query, {
    retryable: true,
    silent: true,
  });
  return parseContract(pointGroupResponseSchema, response.data, GROUPS).groups;
}

/** The carriers rarely change: fetched once per page view. */
export function usePickupCarriers() {
  return useQuery({ queryKey: pickupKeys.carriers(), queryFn: listCarriers, staleTime: Infinity });
}

/** Points of a view (null: not ready to ask); the previous list stays while the next one loads. */
export function usePickupPoints(query: PointQuery | null) {
  return useQuery({
    queryKey: pickupKeys.points(query),
    queryFn: query ? () => listPointsInBounds(query) : skipToken,
    placeholderData: keepPreviousData,
  });
}

/** The map's clusters of a view (null: the map shows single points, or is off). */
export function usePointGroups(query: PointQuery | null) {
  return useQuery({
    queryKey: pickupKeys.groups(query),
    queryFn: query ? () => listPointGroups(query) : skipToken,
    placeholderData: keepPreviousData,
  });
}
