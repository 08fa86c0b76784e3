/**
 * The browser clients' settings, apart from the clients themselves: the app shell sets them on every
 * page, and this module costs nothing, while the HTTP client (axios, the contracts) loads only when a
 * page first asks for data (first-load JS, docs/performance.md).
 */
let timeoutMs = 10000;

/** Set once by the app shell from the server's settings (API_TIMEOUT_MS). */
export function configureBrowserClients(options: { timeoutMs: number }): void {
  timeoutMs = options.timeoutMs;
}

export function browserTimeoutMs(): number {
  return timeoutMs;
}
