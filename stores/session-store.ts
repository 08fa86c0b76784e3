import { useEffect } from 'react';
import { create } from 'zustand';
import { persist, type PersistStorage } from 'zustand/middleware';
import { useShallow } from 'zustand/react/shallow';

import {
  clearStoredSession,
  getAccessToken,
  readStorage,
  writeStorage,
} from '@/lib/platform/browser-session';
import { STORAGE_KEYS } from '@/lib/shop/constants';

type SessionState = {
  /** False until the browser storage has been read (server render and first paint). */
  hydrated: boolean;
  loggedIn: boolean;
  userName: string | null;
  userId: string | null;
};

type SessionActions = {
  /** Reads the stored session (access token, name) from local storage. */
  hydrate: () => void;
  /** Clears the stored session (logout, any 401). The caller shows the logout modal. */
  clear: () => void;
  /** The profile's name changed (account page, fill-profile modal): header and storage follow. */
  setUserName: (name: string | null) => void;
};

export type SessionStore = SessionState & SessionActions;

export const initialSessionState: SessionState = {
  hydrated: false,
  loggedIn: false,
  userName: null,
  userId: null,
};

type StoredSession = Pick<SessionState, 'loggedIn' | 'userName' | 'userId'>;

/**
 * The session is stored under the keys spec 3 names (accessToken, userName, userId), one plain
 * value each, as the sign-in flow writes them (features/auth): not one JSON record. The store
 * writes only the name, in setUserName; the tokens are the sign-in flow's.
 */
const sessionKeys: PersistStorage<StoredSession> = {
  getItem: () => ({
    state: {
      loggedIn: Boolean(getAccessToken()),
      userName: readStorage(STORAGE_KEYS.userName),
      userId: readStorage(STORAGE_KEYS.userId),
    },
  }),
  // every set() of the store would write back here: a state read before a sign-in wrote the
  // storage (a guest's null name) must never overwrite it, so the store's own writer
  // (setUserName) writes, and this writes nothing
  setItem: () => undefined,
  removeItem: () => clearStoredSession(),
};

/**
 * The customer's session as the chrome needs it; the sign-in flow (features/auth) writes it. Read
 * from storage only after hydration (`skipHydration`): the server render knows no customer.
 */
export const useSessionStore = create<SessionStore>()(
  persist(
    (set) => ({
      ...initialSessionState,
      hydrate: () => void useSessionStore.persist.rehydrate(),
      clear: () => {
        clearStoredSession();
        set({ loggedIn: false, userName: null, userId: null, hydrated: true });
      },
      setUserName: (name) => {
        const userName = name?.trim() || null;
        writeStorage(STORAGE_KEYS.userName, userName);
        set({ userName });
      },
    }),
    {
      name: 'session',
      storage: sessionKeys,
      partialize: ({ loggedIn, userName, userId }) => ({ loggedIn, userName, userId }),
      skipHydration: true,
      onRehydrateStorage: () => () => useSessionStore.setState({ hydrated: true }),
    },
  ),
);

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
