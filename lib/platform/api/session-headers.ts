import { getAccessToken, getProfileToken, legacyCartToken } from '@/lib/platform/browser-session';

import { HEADER_CART, HEADER_TOKEN } from './contracts/conventions';

/** What a request carries of the shopper's session (spec 7). */
export type RequestSession = {
  accessToken: string | null;
  profileToken: string | null;
  /**
   * In the browser only a legacy stored token being migrated (spec 4); the session itself is an
   * HttpOnly cookie the service door attaches. On the server, the request's session.
   */
  cartSession: string | null;
};

/** The session as the browser keeps it, read at request time (null on the server). */
export function browserSession(): RequestSession {
  return {
    accessToken: getAccessToken(),
    profileToken: getProfileToken(),
    cartSession: legacyCartToken(),
  };
}

/**
 * The session headers of spec 7: the shopper's token, the profile token as a bearer token and the
 * cart session. One place for both ways the browser calls a service (the HTTP client and
 * `postBeacon`).
 */
export function sessionHeaders(session: RequestSession | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  if (session?.accessToken) headers[HEADER_TOKEN] = session.accessToken;
  if (session?.profileToken) headers.Authorization = `Bearer ${session.profileToken}`;
  if (session?.cartSession) headers[HEADER_CART] = session.cartSession;
  return headers;
}
