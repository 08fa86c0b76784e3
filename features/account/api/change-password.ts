'use client';

import { useMutation } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

/** PUT /main/user/profile `{password}` (at least 8 characters). Silent: the form reports. */
export async function changePassword(password: string): Promise<void> {
  await browserClient('main')
    .put('/user/profile', { password }, { silent: true })
    .catch(passOnSessionFailure);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
