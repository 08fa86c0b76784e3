import { browserClient } from '@/lib/platform/api/browser';
import { unregisterPushToken } from '@/lib/platform/api/push-token';
import { writeStorage } from '@/lib/platform/browser-session';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import { AUTH_STORAGE_KEYS } from '../utils/auth-storage';

/**
 * Logout (spec 4): POST /main/auth/logout and the device's push token removed; whatever those
 * calls answer, the stored session is ALWAYS cleared and the logout modal shown (its ПРОДОЛЖИТЬ
 * goes home). The account menu's «Выйти» calls this.
 */
export async function logout(): Promise<void> {
  const results = await Promise.allSettled([
    browserClient('main').post('/auth/logout', {}, { silent: true }),
    unregisterPushToken(),
  ]);
  for (const result of results) {
    if (result.status === 'rejected') console.warn('[auth] logout call failed', result.reason);
  }
  useSessionStore.getState().clear();
  writeStorage(AUTH_STORAGE_KEYS.checkProfile, null);
  useUiStore.getState().openLogoutModal();
}
