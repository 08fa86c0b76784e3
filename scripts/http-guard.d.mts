export const ALLOWED_METHODS: readonly string[];

export type Refusal = { status: number; headers: Record<string, string>; body: string };

/** The answer to a request Next must not see (405, 400), or null; see scripts/http-guard.mjs. */
export function screenRequest(method: string | undefined, url: string | undefined): Refusal | null;

/** TRUSTED_PROXY_HOPS as a number (0 when unset); throws on anything but 0…10. */
export function trustedProxyHops(value: string | undefined): number;

/** The client's address from X-Forwarded-For and the socket's peer, behind `hops` proxies. */
export function resolveClientAddress(
  forwardedFor: string | string[] | undefined,
  socketAddress: string | undefined,
  hops: number,
): string;
