import { browserClient } from '@/lib/platform/api/browser';
import { getDeviceId, readStorage, writeStorage } from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

/** The push token this device registered, kept so logout can remove it (spec 4). */
export const PUSH_TOKEN_STORAGE_KEY = STORAGE_KEYS.pushToken;

const PATH = '/push_token/token';

/**
 * Push tokens of the native app (spec 4/7): registered by the native-app bridge, removed at
 * logout by the auth feature — one module for both.
 *
 * Registers the app's push token for the signed-in customer (POST /main/push_token/token
 * `{token, deviceId}`) and remembers it. Silent: a failure only means no pushes on this device.
 */
export async function registerPushToken(token: string): Promise<boolean> {
  const deviceId = getDeviceId();
  if (!deviceId) return false;
  try {
    await browserClient('main').post(PATH, { token, deviceId }, { silent: true });
    writeStorage(PUSH_TOKEN_STORAGE_KEY, token);
    return true;
  } catch (error) {
    console.error('[push-token] registration failed', error);
    return false;
  }
}

/**
 * Removes this device's push token (DELETE /main/push_token/token), when one was registered. The
 * stored token is forgotten even when the server call fails (logout must always complete).
 */
export async function unregisterPushToken(): Promise<void> {
  const token = readStorage(PUSH_TOKEN_STORAGE_KEY);
  const deviceId = readStorage(STORAGE_KEYS.deviceId);
  writeStorage(PUSH_TOKEN_STORAGE_KEY, null);
  if (!token || !deviceId) return;
  try {
    await browserClient('main').delete(PATH, { data: { token, deviceId }, silent: true });
  } catch (error) {
    console.error('[push-token] removal failed', error);
  }
}
