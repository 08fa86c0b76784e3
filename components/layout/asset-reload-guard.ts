import { RELOAD_GUARD_MS } from '@/lib/constants';

/**
 * Whether a failed page asset may reload the page now: never twice within 60 s (spec 2.2), so a
 * broken deployment cannot trap the shopper in a reload loop. A future `lastReloadAt` (clock
 * change) counts as stale.
 */
export function shouldReloadAfterAssetFailure(lastReloadAt: number | null, now: number): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  if (lastReloadAt > now) return true;
  return now - lastReloadAt >= RELOAD_GUARD_MS;
}

const CHUNK_FAILURE =
  /ChunkLoadError|Loading (CSS )?chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** True for the rejection reasons bundlers give when a code-split chunk cannot be loaded. */
export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason) return false;
  if (typeof reason === 'string') return CHUNK_FAILURE.test(reason);
  if (typeof reason === 'object') {
    const { name, message } = reason as { name?: unknown; message?: unknown };
    return (
      (typeof name === 'string' && CHUNK_FAILURE.test(name)) ||
      (typeof message === 'string' && CHUNK_FAILURE.test(message))
    );
  }
  return false;
}

/** True for a failed `<script>` or stylesheet `<link>` served from /_next/. */
export function isNextAssetElement(target: EventTarget | null): boolean {
  if (target instanceof HTMLScriptElement) return target.src.includes('/_next/');
  if (target instanceof HTMLLinkElement) {
    return target.rel.split(/\s+/).includes('stylesheet') && target.href.includes('/_next/');
  }
  return false;
}
