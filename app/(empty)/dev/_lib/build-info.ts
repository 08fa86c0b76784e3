import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';

/** The build folder of the running server (next.config.ts: NEXT_DIST_DIR, default `.next`). */
export function distDir(): string {
  // the build folder is read at run time, never traced into the output
  return join(
    /*turbopackIgnore: true*/ process.cwd(),
    process.env.NEXT_DIST_DIR?.trim() || '.next',
  );
}

export type BuildStamp = { buildId: string | null; builtAt: string | null };

/**
 * Next writes BUILD_ID into the build folder; its modification time is when the build finished.
 * Read at request time, so no build step or next.config change is needed. Missing (dev server,
 * unusual deploy): both null.
 */
export async function readBuildStamp(dir: string = distDir()): Promise<BuildStamp> {
  const file = join(dir, 'BUILD_ID');
  try {
    const [id, info] = await Promise.all([readFile(file, 'utf8'), stat(file)]);
    return { buildId: id.trim() || null, builtAt: info.mtime.toISOString() };
  } catch {
    return { buildId: null, builtAt: null };
  }
}

export type ApiHealth =
  { ok: true; products: number | null; ms: number } | { ok: false; reason: string };

/**
 * GET {origin}/health of the reference API with a short timeout: /dev/ must answer quickly even
 * when the API hangs. Never throws.
 */
export async function checkApiHealth(
  url: string,
  timeoutMs = 2000,
  fetchImpl: typeof fetch = fetch,
): Promise<ApiHealth> {
  const started = Date.now();
  try {
    const response = await fetchImpl(url, {
      signal: AbortSignal.timeout(timeoutMs),
      cache: 'no-store',
    });
    if (!response.ok) return { ok: false, reason: `HTTP ${response.status}` };
    const body = (await response.json().catch(() => null)) as { products?: unknown } | null;
    const products = typeof body?.products === 'number' ? body.products : null;
    return { ok: true, products, ms: Date.now() - started };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return { ok: false, reason: timedOut ? `нет ответа за ${timeoutMs} мс` : 'нет соединения' };
  }
}

/** Where the health check goes: the origin of the main API's base URL. */
export function healthUrl(mainServiceUrl: string): string {
  return `${new URL(mainServiceUrl).origin}/health`;
}
