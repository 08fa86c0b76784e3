/**
 * A path the store may return to after an external sign-in: same-site only. It must start with
 * exactly one `/` (not `//host`, not `/\host`, which browsers read as another host) and carry no
 * scheme or control characters. Anything else falls back to the home page.
 */
export function safeReturnPath(value: string | null | undefined, fallback = '/'): string {
  if (!value) return fallback;
  if (!value.startsWith('/')) return fallback;
  if (value.startsWith('//') || value.startsWith('/\\')) return fallback;

  if (/[\u0000-\u001f\u007f]/.test(value)) return fallback;
  try {
    // Resolving against a dummy origin must keep the origin: anything that escapes it is refused.
    const url = new URL(value, 'http://same.site');
    if (url.origin !== 'http://same.site') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
