export type SharedCacheSettings = { url: string; timeoutMs: number; prefix: string };

/** REDIS_URL, REDIS_TIMEOUT_MS, REDIS_KEY_PREFIX; null without REDIS_URL. See store.mjs. */
export function sharedCacheSettings(
  env?: Record<string, string | undefined>,
): SharedCacheSettings | null;

export class SharedStore {
  constructor(settings: SharedCacheSettings, options?: { log?: (message: string) => void });
  readonly ready: boolean;
  read(name: string, options?: { extraTags?: string[]; graceMs?: number }): Promise<unknown>;
  write(
    name: string,
    value: string,
    options: { tags?: string[]; madeAt?: number; ttlMs: number },
  ): Promise<unknown>;
  keepFirst(
    name: string,
    value: string,
    options: { tags?: string[]; madeAt?: number; ttlMs: number },
  ): Promise<unknown>;
  revalidate(tags: string[], at?: number): Promise<boolean>;
  counter(name: string): Promise<number | null>;
  increment(name: string, ttlMs: number): Promise<unknown>;
  publish(channel: string, message: unknown): Promise<boolean>;
  subscribe(channel: string, onMessage: (message: unknown) => void, onResync?: () => void): void;
  ping(timeoutMs?: number): Promise<boolean>;
  close(): Promise<void>;
}

/** This process's shared store, or null when REDIS_URL is unset. */
export function sharedStore(env?: Record<string, string | undefined>): SharedStore | null;
