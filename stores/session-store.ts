import { useEffect } from 'react';
import { create } from 'zustand';
import { useShallow } from 'zustand/react/shallow';

import {
  clearStoredSession,
  getAccessToken,
  readStorage,
  writeStorage,
} from '@/lib/browser-session';
import { STORAGE_KEYS } from '@/lib/constants';

type SessionState = {
  /** False until the browser storage has been read (server render and first paint). */
  hydrated: boolean;
  loggedIn: boolean;
  userName: string | null;
  userId: string | null;
  wishlistCount: number;
};

type SessionActions = {
  /** Reads the stored session (access token, name, favourites count) from local storage. */
  hydrate: () => void;
  /** Clears the stored session (logout, any 401). The caller shows the logout modal. */
  clear: () => void;
  setWishlistCount: (count: number) => void;
  /** The profile's name changed (account page, fill-profile modal): header and storage follow. */
  setUserName: (name: string | null) => void;
};

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  hydrated: false,
  loggedIn: false,
  userName: null,
  userId: null,
  wishlistCount: 0,
};

/** The customer's session as the chrome needs it; the sign-in flow (features/auth) writes it. */
export const useSessionStore = create<SessionStore>()((set) => ({
  ...initialSessionState,
  hydrate: () => {
    const count = Number(readStorage(STORAGE_KEYS.wishlistCount) ?? 0);
    set({
      hydrated: true,
      loggedIn: Boolean(getAccessToken()),
      userName: readStorage(STORAGE_KEYS.userName),
      userId: readStorage(STORAGE_KEYS.userId),
      wishlistCount: Number.isFinite(count) && count > 0 ? count : 0,
    });
  },
  clear: () => {
    clearStoredSession();
    set({ loggedIn: false, userName: null, userId: null, wishlistCount: 0, hydrated: true });
  },
  setWishlistCount: (count) => {
    // Stored too, so the next page load shows the badge before the count is fetched again.
    const wishlistCount = Number.isFinite(count) ? Math.max(0, Math.trunc(count)) : 0;
    writeStorage(STORAGE_KEYS.wishlistCount, String(wishlistCount));
    set({ wishlistCount });
  },
  setUserName: (name) => {
    const value = name?.trim() || null;
    writeStorage(STORAGE_KEYS.userName, value);
    set({ userName: value });
  },
}));

/**
 * Whether the customer is signed in, for any client component (features included: this lives
 * below them). `hydrated` is false on the server and the first paint — render neither the guest
 * nor the customer view until it is true. Reads the stored session once if nothing has yet.
 */
export function useSignedIn(): { hydrated: boolean; signedIn: boolean; userName: string | null } {
  const state = useSessionStore(
    useShallow((s) => ({ hydrated: s.hydrated, signedIn: s.loggedIn, userName: s.userName })),
  );
  useEffect(() => {
    const { hydrated, hydrate } = useSessionStore.getState();
    if (!hydrated) hydrate();
  }, []);
  return state;
}
