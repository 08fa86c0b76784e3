import { forward } from '@/lib/platform/api/forward';
import { mediaOrigin } from '@/lib/platform/env';

type Context = { params: Promise<{ path: string[] }> };

/** Product and banner images, served by the API and passed through under the store's origin. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { path } = await params;
  const target = `${mediaOrigin()}/media/${path.map(encodeURIComponent).join('/')}`;
  return forward(request, target, 10000);
}
