'use client';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  surveySendResponseSchema,
  type SurveySendBody,
  type SurveySendResponse,
} from '@/lib/platform/api/contracts/survey';
import { useMutation } from '@/lib/platform/query/react-query';

/** POST /main/survey/send → 201 (with a quiz result). Silent: the form shows 422 per question. */
export async function sendSurvey(body: SurveySendBody): Promise<SurveySendResponse> {
  const path = '/survey/send';
  const response = await browserClient('main').post(path, body, { silent: true });
  return parseContract(surveySendResponseSchema, response.data, path);
}

export function useSendSurvey() {
  return useMutation({ mutationFn: sendSurvey });
}
