/** Spec 3: a flat is appended as «, кв {flat}», replacing any earlier one. */
export function withFlat(address: string, flat: string | null | undefined): string {
  const base = address.replace(/,\s*кв\.?\s*[^,]*$/i, '').trim();
  const value = (flat ?? '').trim();
  return value ? `${base}, кв ${value}` : base;
}

/** The inverse of withFlat: an address with «, кв {flat}» split into the address and the flat. */
export function splitFlat(address: string): { address: string; flat: string | null } {
  const match = /,\s*кв\.?\s*([^,]*)$/i.exec(address);
  const flat = match?.[1]?.trim() || null;
  return { address: withFlat(address, null), flat };
}
