export function encodeEntry(entry: unknown): string;
export function decodeEntry(text: string): unknown;
export function entryTtlMs(
  data: { kind?: string; revalidate?: number | false } | null | undefined,
  ctx?: { cacheControl?: { revalidate?: number | false; expire?: number } },
): number;

/** Next's `cacheHandler` on the shared store (store.mjs). */
export default class SharedCacheHandler {
  constructor(context: unknown);
  get(key: string, ctx?: { softTags?: string[] }): Promise<unknown>;
  set(
    key: string,
    data: unknown,
    ctx?: { tags?: string[]; cacheControl?: { revalidate?: number | false; expire?: number } },
  ): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}
