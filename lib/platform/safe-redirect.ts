/**
 * The one guard of every return or redirect target the store takes from outside (against open
 * redirects): the path saved before an external sign-in (`oidcLastPath`), the targets of the /s/
 * short links, any `returnTo`-like value. A target is same-site only when it is a path: it starts
 * with exactly one `/`, holds no backslash (browsers read `/\host` like `//host`), no whitespace or
 * control characters (browsers drop tabs and newlines, so `/\t/host` would become `//host`), and
 * stays a single-slash path once resolved — dot segments fold (`/.//host`, `/%2e%2e//host` →
 * `//host`), and a navigation to the folded form would leave the site.
 */
const BASE = 'http://same.site';
const MAX_LENGTH = 2000;

export function isSameSitePath(target: unknown): target is string {
  if (typeof target !== 'string' || target.length === 0 || target.length > MAX_LENGTH) return false;
  if (!target.startsWith('/') || target.startsWith('//')) return false;
  if (target.includes('\\')) return false;
  if (/[\u0000-\u001f\u007f\s]/.test(target)) return false;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return false;
  }
  return url.origin === BASE && !url.pathname.startsWith('//');
}

/**
 * A same-site path to navigate to (normalised: dot segments resolved), or the fallback (the home
 * page unless given) for anything else.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!isSameSitePath(value)) return fallback;
  const url = new URL(value, BASE);
  return `${url.pathname}${url.search}${url.hash}`;
}
