import type { NextRequest } from 'next/server';

import { passDoor } from '@/lib/platform/api/door';
import { followDoorWrites } from '@/lib/platform/page-cache/door-writes';
import { withHsts } from '@/lib/platform/security/hsts';

type Context = { params: Promise<{ service: string; path: string[] }> };

// the kept pages follow what the door lets through (a cart page outdated, the last piece sold)
followDoorWrites();

/**
 * Same-origin door from the browser to the services: only the calls on its allow-list
 * (lib/platform/api/door-routes.ts), everything else 404 (lib/platform/api/door.ts).
 */
async function handle(request: NextRequest, { params }: Context): Promise<Response> {
  const { service, path } = await params;
  return withHsts(await passDoor(request, service, path));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
