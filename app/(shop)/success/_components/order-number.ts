/**
 * The order number of `?order=` as it may be shown: letters, digits, dash, slash and underscore,
 * at most 40 characters. Anything else (markup, very long values, repeated params) is dropped,
 * so the page never echoes arbitrary text from a link.
 */
export function orderNumberFrom(value: string | string[] | undefined): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  return /^[\p{L}\d/_-]{1,40}$/u.test(trimmed) ? trimmed : null;
}
