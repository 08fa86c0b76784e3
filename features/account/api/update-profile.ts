'use client';

import { useMutation, useQueryClient } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  profileResponseSchema,
  type Profile,
  type ProfileUpdate,
} from '@/lib/platform/api/contracts/core';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

import { accountKeys } from './account-keys';

/**
 * POST /core/update-profile `{profile}`. Silent: the form shows 422 field errors inline (a taken
 * e-mail too) and a failure toast itself.
 */
export async function updateProfile(profile: ProfileUpdate): Promise<Profile> {
  const response = await browserClient('core')
    .post('/update-profile', { profile }, { silent: true })
    .catch(passOnSessionFailure);
  return parseContract(profileResponseSchema, response.data, '/core/update-profile').profile;
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    // a profile read still on its way is cancelled, so it cannot land after the saved answer
    onSuccess: async (profile) => {
      await queryClient.cancelQueries({ queryKey: accountKeys.profile(), exact: true });
      queryClient.setQueryData(accountKeys.profile(), profile);
    },
  });
}
