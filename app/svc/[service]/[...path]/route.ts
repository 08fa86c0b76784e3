import { SERVICES, type ServiceName } from '@/lib/api/contracts/common';
import { forward } from '@/lib/api/forward';
import { publicSettings, serviceUrl } from '@/lib/env';

type Context = { params: Promise<{ service: string; path: string[] }> };

/** Same-origin door from the browser to the services (architecture: "browser calls go same-origin"). */
async function handle(request: Request, { params }: Context): Promise<Response> {
  const { service, path } = await params;
  if (!(SERVICES as readonly string[]).includes(service)) {
    return Response.json({ message: 'Not Found', statusCode: 404 }, { status: 404 });
  }
  const search = new URL(request.url).search;
  const target = `${serviceUrl(service as ServiceName)}/${path.map(encodeURIComponent).join('/')}${search}`;
  return forward(request, target, publicSettings().apiTimeoutMs + 1000);
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
