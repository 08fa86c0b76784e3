/**
 * How the store knows it runs inside the native app (spec 1, 2.3). Either signal is enough:
 *
 * - the web view's user agent carries the token `JewelleryApp/` (e.g. `… JewelleryApp/3.2.0`);
 * - the app opens the first page with `?app=1`; the store then keeps the cookie `app_mode=1`
 *   (a year, path /), which the server reads, so later pages render the app footer without a flash.
 *   `?app=0` clears it (support and testing).
 */
export const APP_MODE_COOKIE = 'app_mode';
export const APP_MODE_QUERY = 'app';
export const APP_USER_AGENT_TOKEN = 'JewelleryApp/';
export const APP_MODE_COOKIE_MAX_AGE_S = 365 * 86400;

export function isAppUserAgent(userAgent: string | null | undefined): boolean {
  return Boolean(userAgent?.includes(APP_USER_AGENT_TOKEN));
}

export type AppModeSignals = {
  userAgent?: string | null;
  cookie?: string | null;
  /** The `app` query parameter of the current address, when known. */
  query?: string | null;
};

/** App mode from what the server or the browser can see; the query flag wins over the cookie. */
export function detectAppMode({ userAgent, cookie, query }: AppModeSignals): boolean {
  if (isAppUserAgent(userAgent)) return true;
  if (query === '1') return true;
  if (query === '0') return false;
  return cookie === '1';
}

/** What the cookie should become for a query flag: '1', null (remove) or undefined (unchanged). */
export function cookieForQuery(query: string | null): '1' | null | undefined {
  if (query === '1') return '1';
  if (query === '0') return null;
  return undefined;
}
