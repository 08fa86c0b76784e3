import { readStorage, writeStorage } from '@/lib/platform/browser-session';

import { AUTH_STORAGE_KEYS } from '../utils/auth-storage';

/** Whether the fill check says something the registration form asks for is missing. */
export function needsProfileFill(check: {
  isFillBirthday: boolean;
  isFillEmail: boolean;
  isFillName: boolean;
}): boolean {
  return !check.isFillBirthday || !check.isFillEmail || !check.isFillName;
}

const DISMISSED_KEY = 'profileFillDismissed';

/**
 * The check-profile flag (spec 4): set after a login and while the profile is incomplete; the
 * modal opens while it is set. Closing the modal without saving keeps the flag but is remembered
 * for the browser session, so the modal does not reopen on every page of that visit: only a new
 * login (or a profile found complete) forgets the closing. The check that runs with every page
 * load only sets the flag (were it to forget the closing too, the modal would come back on every
 * page).
 */
export const profileFillFlag = {
  isSet: () => readStorage(AUTH_STORAGE_KEYS.checkProfile) === '1',
  set: () => writeStorage(AUTH_STORAGE_KEYS.checkProfile, '1'),
  /** A new login: the flag is set and the modal may show once more in this browser session. */
  setAfterLogin: () => {
    writeStorage(AUTH_STORAGE_KEYS.checkProfile, '1');
    sessionStorageSafe()?.removeItem(DISMISSED_KEY);
  },
  clear: () => {
    writeStorage(AUTH_STORAGE_KEYS.checkProfile, null);
    sessionStorageSafe()?.removeItem(DISMISSED_KEY);
  },
  dismiss: () => sessionStorageSafe()?.setItem(DISMISSED_KEY, '1'),
  isDismissed: () => sessionStorageSafe()?.getItem(DISMISSED_KEY) === '1',
};

function sessionStorageSafe(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}
