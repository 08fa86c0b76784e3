'use client';

import { queryOptions, useQuery } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { profileResponseSchema, type Profile } from '@/lib/platform/api/contracts/core';
import { passOnSessionFailure } from '@/lib/platform/api/session-failure';

import { accountKeys } from './account-keys';

/** GET /core/profile with the profile token. */
export async function getProfile(): Promise<Profile> {
  const response = await browserClient('core')
    .get('/profile', { silent: true })
    .catch(passOnSessionFailure);
  return parseContract(profileResponseSchema, response.data, '/core/profile').profile;
}

export const getProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile(), queryFn: getProfile, staleTime: 0 });

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
