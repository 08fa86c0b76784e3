import type { OidcType } from '@/lib/platform/api/contracts/auth';
import { AUTH_MESSAGES } from '@/lib/platform/api/contracts/auth';
import { writeStorage } from '@/lib/platform/browser-session';
import { safeReturnPath } from '@/lib/platform/safe-redirect';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { getOidcRedirectUrl } from './oidc';

/**
 * Starts an external sign-in (spec 4): asks the core service for the provider's URL with our
 * return address `/oidc/{type}/`, saves the current path (same-site only) as `oidcLastPath` and
 * navigates there. Throws with «Authorization failed» when the answer is not an http(s) URL.
 */
export async function startOidc(type: OidcType): Promise<void> {
  const { origin, pathname, search, hash } = window.location;
  const redirectUrl = await getOidcRedirectUrl(type, `${origin}/oidc/${type}/`);
  let target: URL;
  try {
    target = new URL(redirectUrl, origin);
  } catch {
    throw new Error(AUTH_MESSAGES.unknownAuthType);
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') {
    throw new Error(AUTH_MESSAGES.unknownAuthType);
  }
  writeStorage(STORAGE_KEYS.oidcLastPath, safeReturnPath(`${pathname}${search}${hash}`));
  window.location.assign(target.href);
}
