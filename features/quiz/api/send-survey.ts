'use client';

import { useMutation } from '@tanstack/react-query';

import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  surveySendResponseSchema,
  type SurveySendBody,
  type SurveySendResponse,
  type TvSurveySendBody,
} from '@/lib/platform/api/contracts/survey';

/*
 * The two survey sends. Silent: each form shows a 422 per question itself.
 */

const SURVEY = '/survey/send';
const TV_SURVEY = '/survey/tv/send';

/** POST /main/survey/send → 201 (with a quiz result). */
async function sendSurvey(body: SurveySendBody): Promise<SurveySendResponse> {
  const response = await browserClient('main').post(SURVEY, body, { silent: true });
  return parseContract(surveySendResponseSchema, response.data, SURVEY);
}

/** POST /main/survey/tv/send: the whole TV survey. */
async function sendTvSurvey(body: TvSurveySendBody): Promise<SurveySendResponse> {
  const response = await browserClient('main').post(TV_SURVEY, body, { silent: true });
  return parseContract(surveySendResponseSchema, response.data, TV_SURVEY);
}

export const useSendSurvey = () => useMutation({ mutationFn: sendSurvey });
export const useSendTvSurvey = () => useMutation({ mutationFn: sendTvSurvey });
