import { create } from 'zustand';

import { clearStoredSession, getAccessToken, readStorage } from '@/lib/browser-session';
import { STORAGE_KEYS } from '@/lib/constants';

type SessionState = {
  /** False until the browser storage has been read (server render and first paint). */
  hydrated: boolean;
  loggedIn: boolean;
  userName: string | null;
  wishlistCount: number;
};

type SessionActions = {
  /** Reads the stored session (access token, name, favourites count) from local storage. */
  hydrate: () => void;
  /** Clears the stored session (logout, any 401). The caller shows the logout modal. */
  clear: () => void;
  setWishlistCount: (count: number) => void;
};

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  hydrated: false,
  loggedIn: false,
  userName: null,
  wishlistCount: 0,
};

/** The customer's session as the chrome needs it; the full auth flow builds on it (issue 5). */
export const useSessionStore = create<SessionStore>()((set) => ({
  ...initialSessionState,
  hydrate: () => {
    const count = Number(readStorage(STORAGE_KEYS.wishlistCount) ?? 0);
    set({
      hydrated: true,
      loggedIn: Boolean(getAccessToken()),
      userName: readStorage(STORAGE_KEYS.userName),
      wishlistCount: Number.isFinite(count) && count > 0 ? count : 0,
    });
  },
  clear: () => {
    clearStoredSession();
    set({ loggedIn: false, userName: null, wishlistCount: 0, hydrated: true });
  },
  setWishlistCount: (count) => set({ wishlistCount: Math.max(0, count) }),
}));
