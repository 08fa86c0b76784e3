import { metrics } from '@/lib/platform/metrics/metrics.mjs';
import { revalidateTags } from '@/lib/platform/revalidate';

/** The metric's outcome of an answer: done, refused (no or a wrong secret), invalid (the body). */
function outcomeOf(status: number): string {
  if (status < 300) return 'done';
  return status === 401 || status === 404 ? 'refused' : 'invalid';
}

/**
 * `POST /api/revalidate`: the back end's webhook when what shoppers see changed. Bearer
 * `REVALIDATE_SECRET` (unset: 404, as if there were no such door; wrong: 401, nothing changes), JSON
 * `{"tags": [...], "paths": [...]}` (lib/platform/revalidate.ts, docs/caching.md). Never cached, never
 * behind the page cache (proxy.ts skips /api/).
 */
export async function POST(request: Request): Promise<Response> {
  const answer = await revalidateTags(request, process.env.REVALIDATE_SECRET);
  metrics().revalidations.inc({ outcome: outcomeOf(answer.status) });
  return answer;
}
