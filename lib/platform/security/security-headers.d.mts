/** Response headers of every page and asset (next.config.ts, scripts/static-brotli.mjs). */
export const SECURITY_HEADERS: { key: string; value: string }[];
