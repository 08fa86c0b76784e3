'use client';

import { browserClient } from '@/lib/api/browser';
import { parseContract } from '@/lib/api/client';
import {
  surveySendResponseSchema,
  type SurveySendBody,
  type SurveySendResponse,
} from '@/lib/api/contracts/survey';
import { useMutation } from '@/lib/query/react-query';

/** POST /main/survey/send → 201 (with a quiz result). Silent: the form shows 422 per question. */
export async function sendSurvey(body: SurveySendBody): Promise<SurveySendResponse> {
  const path = '/survey/send';
  const response = await browserClient('main').post(path, body, { silent: true });
  return parseContract(surveySendResponseSchema, response.data, path);
}

export function useSendSurvey() {
  return useMutation({ mutationFn: sendSurvey });
}
