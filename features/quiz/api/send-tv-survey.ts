'use client';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  surveySendResponseSchema,
  type SurveySendResponse,
  type TvSurveySendBody,
} from '@/lib/platform/api/contracts/survey';
import { useMutation } from '@/lib/platform/query/react-query';

/** POST /main/survey/tv/send: the whole TV survey. Silent: the form shows 422 per question. */
export async function sendTvSurvey(body: TvSurveySendBody): Promise<SurveySendResponse> {
  const path = '/survey/tv/send';
  const response = await browserClient('main').post(path, body, { silent: true });
  return parseContract(surveySendResponseSchema, response.data, path);
}

export function useSendTvSurvey() {
  return useMutation({ mutationFn: sendTvSurvey });
}
