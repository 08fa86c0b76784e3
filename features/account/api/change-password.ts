'use client';

import { browserClient } from '@/lib/platform/api/browser';
import { useMutation } from '@/lib/platform/query/react-query';

import { passOnSessionFailure } from './account-request';

/** PUT /main/user/profile `{password}` (at least 8 characters). Silent: the form reports. */
export async function changePassword(password: string): Promise<void> {
  await browserClient('main')
    .put('/user/profile', { password }, { silent: true })
    .catch(passOnSessionFailure);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
