/**
 * What the sign-in flow keeps in the browser besides the session keys of lib/shop/constants
 * (STORAGE_KEYS). Kept here because only the auth feature reads them.
 */
export const AUTH_STORAGE_KEYS = {
  /** Set after a login: the next layout start checks whether the profile is complete. */
  checkProfile: 'checkProfile',
  /** `{ [identity]: epochMs }`: until when a phone or e-mail may not try to sign in again. */
  loginLocks: 'loginLockedUntil',
} as const;
