'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

import type { Profile } from '@/lib/platform/api/contracts/core';
import { isApiError } from '@/lib/platform/api/errors';
import { getAccessToken, getProfileToken } from '@/lib/platform/browser-session';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

import { needsProfileFill, profileFillFlag } from '../api/profile-fill';

// The form and its date picker load only for a customer whose profile needs filling in.
const FillProfileModal = dynamic(
  () => import('./fill-profile-modal').then((module) => module.FillProfileModal),
  { ssr: false },
);

type Check = { state: 'idle' } | { state: 'fill'; profile: Profile | null };

/**
 * Started once per layout start (spec 4): for a signed-in customer, GET /core/is-fill-profile;
 * when the name, birth date or e-mail is missing the check-profile flag is stored and the
 * registration / fill-profile modal opens. A malformed answer is only logged (spec 7); a 401
 * ends the session like any other.
 */
async function runCheck(): Promise<Check> {
  if (!getAccessToken() || !getProfileToken()) return { state: 'idle' };
  try {
    // the HTTP client loads only for a signed-in customer, not with every page (docs/performance.md)
    const { getFillCheck, getProfile } = await import('../api/profile');
    const check = await getFillCheck();
    if (!check) return { state: 'idle' };
    if (!needsProfileFill(check)) {
      profileFillFlag.clear();
      return { state: 'idle' };
    }
    profileFillFlag.set();
    if (profileFillFlag.isDismissed()) return { state: 'idle' };
    // the form starts from what the profile already has; without it the form starts empty
    const profile = await getProfile({ silent: true }).catch(() => null);
    return { state: 'fill', profile };
  } catch (error) {
    if (isApiError(error) && error.status === 401) {
      useSessionStore.getState().clear();
      useUiStore.getState().openLogoutModal();
    } else {
      console.warn('[auth] the profile fill check failed', error);
    }
    return { state: 'idle' };
  }
}

export function ProfileCheck() {
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  useEffect(() => {
    let live = true;
    void runCheck().then((next) => {
      if (live) setCheck(next);
    });
    return () => {
      live = false;
    };
  }, []);
  if (check.state !== 'fill') return null;
  return (
    <FillProfileModal
      profile={check.profile}
      onClose={() => {
        profileFillFlag.dismiss();
        setCheck({ state: 'idle' });
      }}
      onSaved={() => {
        profileFillFlag.clear();
        setCheck({ state: 'idle' });
      }}
    />
  );
}
