import { browserClient } from '@/lib/platform/api/browser';
import { recalculateCart } from '@/lib/platform/api/cart';
import { parseContract } from '@/lib/platform/api/client';
import type { LoginResponse } from '@/lib/platform/api/contracts/auth';
import { jwtTokenResponseSchema } from '@/lib/platform/api/contracts/core';
import { clearStoredSession, hasCartSession, writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { profileFillFlag } from './profile-fill';

/** GET /core/jwt/token with the access token → the profile token of the core service. */
export async function fetchProfileToken(accessToken: string): Promise<string> {
  const response = await browserClient('core').get('/jwt/token', {
    silent: true,
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  return parseContract(jwtTokenResponseSchema, response.data, '/jwt/token').token;
}

/**
 * This browser's cart session (the door attaches it from its cookie) is recalculated for the
 * signed-in customer (prices, stock). A failure here does not undo the login: the cart is read
 * afresh after the reload anyway.
 */
async function reputCart(): Promise<void> {
  if (!hasCartSession()) return;
  try {
    await recalculateCart();
  } catch (error) {
    console.warn('[auth] the cart could not be recalculated after login', error);
  }
}

/**
 * The success path of every login (spec 4): tokens, id and name stored, the profile token
 * fetched, the cart put and recalculated, the check-profile flag set. Without a profile token the
 * session would fail on the first core call, so that failure undoes the login and is thrown.
 * The caller shows the toast and reloads.
 */
export async function completeLogin(result: LoginResponse): Promise<void> {
  clearStoredSession(); // a profile token of an earlier session must not outlive it
  writeStorage(STORAGE_KEYS.accessToken, result.access_token);
  writeStorage(STORAGE_KEYS.userId, String(result.user.id));
  writeStorage(STORAGE_KEYS.userName, result.user.name?.trim() || null);
  try {
    writeStorage(STORAGE_KEYS.profileToken, await fetchProfileToken(result.access_token));
  } catch (error) {
    clearStoredSession();
    throw error;
  }
  await reputCart();
  profileFillFlag.setAfterLogin();
}
