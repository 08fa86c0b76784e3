import { revalidateTags } from '@/lib/revalidate';

/**
 * `POST /api/revalidate`: the back end's webhook when what shoppers see changed. Bearer
 * `REVALIDATE_SECRET` (unset: 404, as if there were no such door; wrong: 401, nothing changes), JSON
 * `{"tags": [...], "paths": [...]}` (lib/revalidate.ts, docs/caching.md). Never cached, never
 * behind the page cache (proxy.ts skips /api/).
 */
export async function POST(request: Request): Promise<Response> {
  return revalidateTags(request, process.env.REVALIDATE_SECRET);
}
