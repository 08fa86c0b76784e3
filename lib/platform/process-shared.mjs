// One registry per process for what its bundles must share. Next builds proxy.ts, the route
// handlers and the pages as separate bundles: each has its own copy of a module, but they all run
// in one Node process and share its globalThis. What must be one per process — the logger, the
// metrics, the circuit breakers, the Redis connection, the page cache's records of renders and cart
// writes, its invalidation listeners — lives in one Map there, each under its name.

const SCOPE = Symbol.for('storefront.process-shared');

/** @returns {Map<string, unknown>} */
function scope() {
  const global = /** @type {Record<symbol, Map<string, unknown> | undefined>} */ (globalThis);
  global[SCOPE] ??= new Map();
  return global[SCOPE];
}

/**
 * This process's one value of `name`, made by `create` the first time any bundle asks.
 * @template T
 * @param {string} name
 * @param {() => T} create
 * @returns {T}
 */
export function processShared(name, create) {
  const shared = scope();
  if (!shared.has(name)) shared.set(name, create());
  return /** @type {T} */ (shared.get(name));
}

/**
 * Replaces (or, with `undefined`, forgets) `name`'s value: for tests that give the process another.
 * @param {string} name
 * @param {unknown} value
 */
export function replaceProcessShared(name, value) {
  if (value === undefined) scope().delete(name);
  else scope().set(name, value);
}
