'use client';

import { useMutation } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import { npsSaveResponseSchema, type NpsSaveBody } from '@/lib/platform/api/contracts/survey';

/** PUT /main/nps/tv/save: the viewer's score, saved as soon as it is picked (upsert per session). */
export async function saveTvNps(body: NpsSaveBody): Promise<NpsSaveBody> {
  const path = '/nps/tv/save';
  const response = await browserClient('main').put(path, body, { silent: true });
  return parseContract(npsSaveResponseSchema, response.data, path);
}

export function useSaveTvNps() {
  return useMutation({ mutationFn: saveTvNps });
}
