/** Spec 3: a flat is appended as «, кв {flat}», replacing any earlier one. */
export function withFlat(address: string, flat: string | null | undefined): string {
  const base = address.replace(/,\s*кв\.?\s*[^,]*$/i, '').trim();
  const value = (flat ?? '').trim();
  return value ? `${base}, кв ${value}` : base;
}
