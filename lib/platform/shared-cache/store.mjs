// The shared cache of several store instances (docs/caching.md): Redis or Valkey at
// REDIS_URL. Plain JavaScript because Next loads its data-cache handler (next-cache-handler.mjs)
// outside the app's bundles; the page cache (lib/platform/page-cache/serve.ts) and the revalidation
// endpoint import it too. One client and one subscriber per process, kept once per process (lib/platform/process-shared.mjs) so
// the bundles and the handler share them.
//
// What is kept: entries (a hash: value, time, tags) and, in one hash, when each tag or path was
// last revalidated. An entry older than a revalidation of one of its tags is not served (checked
// in Redis, in the same round trip as the read), so every instance sees a revalidation at once
// without scanning or deleting anything. Instances drop their own in-memory copies when told on
// the invalidation channel.
//
// Redis down or slow is a miss, never an error: every command has a deadline (REDIS_TIMEOUT_MS,
// default 50 ms), commands are not queued while disconnected, failures are logged once a minute,
// and the client reconnects by itself.
import { createClient } from '@redis/client';

import { logger } from '../log/logger.mjs';
import { metrics } from '../metrics/metrics.mjs';
import { processShared } from '../process-shared.mjs';

const WARN_EVERY_MS = 60_000;
/** Commands at most waiting for Redis's answer at once (each one's caller has given up after its deadline). */
const MAX_PENDING = 1_000;

/**
 * `fresh(entry, revalidated, grace, tags)`: an entry's value unless a tag (its own or one of
 * `tags`) or path was revalidated after it was made (`lm`, ms) less `grace` ms; such an entry is
 * deleted. Tags are kept newline-separated.
 */
const FRESH = `
local function fresh(entry, revalidated, grace, extra)
  local e = redis.call('HMGET', entry, 'v', 'lm', 't')
  if not e[1] then return false end
  local lm = tonumber(e[2]) or 0
  local tags = {}
  for tag in string.gmatch(e[3] or '', '[^\\n]+') do tags[#tags + 1] = tag end
  for i = 1, #extra do tags[#tags + 1] = extra[i] end
  if #tags > 0 then
    local times = redis.call('HMGET', revalidated, unpack(tags))
    for i = 1, #times do
      if times[i] and lm < tonumber(times[i]) + grace then
        redis.call('DEL', entry)
        return false
      end
    end
  end
  return e[1]
end
`;

/** KEYS: entry, revalidation times. ARGV: grace, then the caller's extra tags. */
const READ_FRESH = `${FRESH}
return fresh(KEYS[1], KEYS[2], tonumber(ARGV[1]) or 0, {select(2, unpack(ARGV))})
`;

/**
 * The fresh entry kept already, else this one kept (and false). KEYS: entry, revalidation times.
 * ARGV: value, made at, tags, time to live (ms).
 */
const KEEP_FIRST = `${FRESH}
local kept = fresh(KEYS[1], KEYS[2], 0, {})
if kept then return kept end
redis.call('HSET', KEYS[1], 'v', ARGV[1], 'lm', ARGV[2], 't', ARGV[3])
redis.call('PEXPIRE', KEYS[1], ARGV[4])
return false
`;

/** The settings from the environment; null when REDIS_URL is unset (no shared cache). */
export function sharedCacheSettings(env = process.env) {
  const url = env.REDIS_URL?.trim();
  if (!url) return null;
  const timeout = Number(env.REDIS_TIMEOUT_MS ?? 50);
  return {
    url,
    timeoutMs: Number.isFinite(timeout) && timeout > 0 ? timeout : 50,
    prefix: env.REDIS_KEY_PREFIX?.trim() || 'storefront:',
  };
}

/** A command given up at its deadline (a timeout in the metrics, not an error). */
class DeadlineError extends Error {
  constructor(timeoutMs) {
    super(`no answer within ${timeoutMs} ms`);
  }
}

const warnLine = (line) => logger().warn(line);

/** A warning per kind of failure at most once a minute. */
function makeWarner(log = warnLine) {
  const last = new Map();
  return (what, error) => {
    const now = Date.now();
    if (now - (last.get(what) ?? -Infinity) < WARN_EVERY_MS) return;
    last.set(what, now);
    log(`shared cache (Redis): ${what} failed, served without it: ${error?.message ?? error}`);
  };
}

export class SharedStore {
  /** @param {{ url: string, timeoutMs: number, prefix: string }} settings */
  constructor(settings, { log = warnLine } = {}) {
    this.settings = settings;
    this.prefix = settings.prefix;
    this.warn = makeWarner(log);
    this.origin = `${process.pid}.${Math.random().toString(36).slice(2, 10)}`;
    this.wasReady = false;
    this.pending = 0;
    this.client = this.#connect('client');
    this.subscriber = null;
    this.listeners = new Map();
  }

  #connect(role) {
    const client = createClient({
      url: this.settings.url,
      // a command while disconnected fails at once (a miss); the subscriber's SUBSCRIBE may wait
      disableOfflineQueue: role !== 'subscriber',
      socket: {
        connectTimeout: 1_000,
        // back off up to 2 s between attempts, and never give up: Redis may come back
        reconnectStrategy: (retries) => Math.min(100 * 2 ** Math.min(retries, 5), 2_000),
      },
    });
    client.on('error', (error) => this.warn(`the ${role} connection`, error));
    client.connect().catch((error) => this.warn(`the ${role} connection`, error));
    if (role === 'client') this.connected = new Promise((resolve) => client.once('ready', resolve));
    return client;
  }

  /** Whether commands can be sent now (connected and not reconnecting). */
  get ready() {
    return this.client.isReady;
  }

  key(name) {
    return `${this.prefix}${name}`;
  }

  /** Runs a command; null (and a warning) when Redis is down, slow or failing. */
  async #run(what, command, timeoutMs = this.settings.timeoutMs) {
    if (!this.client.isReady && !this.wasReady) {
      // the first connection is under way (a server just started): wait for it, within the deadline
      let timer;
      const deadline = new Promise(
        (resolve) => (timer = setTimeout(resolve, this.settings.timeoutMs)),
      );
      await Promise.race([this.connected, deadline]);
      clearTimeout(timer);
    }
    if (this.client.isReady) this.wasReady = true;
    const { redisCommands, redisDuration } = metrics();
    if (!this.client.isReady) {
      redisCommands.inc({ outcome: 'skipped' });
      this.warn(what, new Error('not connected'));
      return null;
    }
    // a Redis that stopped answering holds every command sent to it: past this many, send no more
    if (this.pending >= MAX_PENDING) {
      redisCommands.inc({ outcome: 'skipped' });
      this.warn(what, new Error(`${MAX_PENDING} commands waiting for Redis`));
      return null;
    }
    const started = performance.now();
    let outcome = 'ok';
    // node-redis's own command timeout ends once a command is written, so the deadline is kept
    // here: a late answer is dropped
    let timer;
    const deadline = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new DeadlineError(timeoutMs)), timeoutMs);
    });
    this.pending += 1;
    const sent = command(this.client).finally(() => (this.pending -= 1));
    sent.catch(() => {}); // a command that fails after its deadline was already counted a miss
    try {
      return await Promise.race([sent, deadline]);
    } catch (error) {
      outcome = error instanceof DeadlineError ? 'timeout' : 'error';
      this.warn(what, error);
      return null;
    } finally {
      clearTimeout(timer);
      redisCommands.inc({ outcome });
      redisDuration.observe((performance.now() - started) / 1000);
    }
  }

  /**
   * An entry's value, unless one of its tags, `extraTags` or paths was revalidated after it was
   * made (less `graceMs`); null on a miss or when Redis cannot answer.
   */
  async read(name, { extraTags = [], graceMs = 0 } = {}) {
    return this.#run('a read', (client) =>
      client.eval(READ_FRESH, {
        keys: [this.key(name), this.key('revalidated')],
        arguments: [String(graceMs), ...extraTags],
      }),
    );
  }

  /** Keeps an entry for `ttlMs`, made at `madeAt` (ms) from data under `tags`. */
  async write(name, value, { tags = [], madeAt = Date.now(), ttlMs }) {
    const key = this.key(name);
    return this.#run('a write', (client) =>
      client
        .multi()
        .hSet(key, { v: value, lm: String(Math.round(madeAt)), t: tags.join('\n') })
        .pExpire(key, Math.max(1, Math.round(ttlMs)))
        .exec(),
    );
  }

  /**
   * Keeps an entry unless a fresh one is kept under its name already: then that one's value
   * (one copy for every instance, whichever made it first); null when this one was kept or
   * Redis cannot answer.
   */
  async keepFirst(name, value, { tags = [], madeAt = Date.now(), ttlMs }) {
    return this.#run('a write', (client) =>
      client.eval(KEEP_FIRST, {
        keys: [this.key(name), this.key('revalidated')],
        arguments: [
          value,
          String(Math.round(madeAt)),
          tags.join('\n'),
          String(Math.max(1, Math.round(ttlMs))),
        ],
      }),
    );
  }

  /** Marks tags (and `path:` names) revalidated now: entries made before are no longer served. */
  async revalidate(tags, at = Date.now()) {
    if (tags.length === 0) return true;
    const times = Object.fromEntries(tags.map((tag) => [tag, String(at)]));
    return (
      (await this.#run('a revalidation', (client) =>
        client.hSet(this.key('revalidated'), times),
      )) !== null
    );
  }

  /** A counter (e.g. a cart session's writes): its value (0 if none), or null when Redis cannot answer. */
  async counter(name) {
    return this.#run('a counter read', async (client) =>
      Number((await client.get(this.key(name))) ?? 0),
    );
  }

  async increment(name, ttlMs) {
    const key = this.key(name);
    return this.#run('a counter write', (client) =>
      client.multi().incr(key).pExpire(key, ttlMs).exec(),
    );
  }

  /** Tells the other instances; false when Redis cannot. */
  async publish(channel, message) {
    const payload = JSON.stringify({ origin: this.origin, message });
    return (
      (await this.#run('a publish', (client) => client.publish(this.key(channel), payload))) !==
      null
    );
  }

  /**
   * Calls `onMessage` with what other instances publish on `channel`, and `onResync` after the
   * subscription was lost and is back (messages may have been missed meanwhile). One listener per
   * channel and process (a reloaded module replaces its predecessor's).
   */
  subscribe(channel, onMessage, onResync) {
    const known = this.listeners.has(channel);
    this.listeners.set(channel, { onMessage, onResync });
    if (!this.subscriber) {
      this.subscriber = this.#connect('subscriber');
      let wasReady = false;
      this.subscriber.on('ready', () => {
        if (wasReady) for (const listener of this.listeners.values()) listener.onResync?.();
        wasReady = true;
      });
    }
    if (!known) this.#listen(channel);
  }

  #listen(channel) {
    this.subscriber
      ?.subscribe(this.key(channel), (payload) => {
        let parsed;
        try {
          parsed = JSON.parse(payload);
        } catch {
          return;
        }
        if (parsed?.origin === this.origin) return;
        this.listeners.get(channel)?.onMessage(parsed.message);
      })
      .catch((error) => this.warn('a subscription', error));
  }

  /**
   * Whether Redis answers a PING within `timeoutMs` (readiness: longer than a cache read's deadline,
   * so a busy moment does not take the instance out of the pool).
   */
  async ping(timeoutMs = 1_000) {
    return (await this.#run('a ping', (client) => client.ping(), timeoutMs)) === 'PONG';
  }

  async close() {
    await Promise.allSettled([this.client.close?.(), this.subscriber?.close?.()]);
  }
}

/** This process's shared store, or null when REDIS_URL is unset. */
export function sharedStore(env = process.env) {
  return processShared('shared-cache', () => {
    const settings = sharedCacheSettings(env);
    return settings ? new SharedStore(settings) : null;
  });
}
