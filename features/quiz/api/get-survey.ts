import 'server-only';

import { cachedGetter } from '@/lib/platform/api/cache';
import { parseContract } from '@/lib/platform/api/client';
import { surveySchema, type Survey } from '@/lib/platform/api/contracts/survey';
import { isApiError } from '@/lib/platform/api/errors';
import { serverClient } from '@/lib/platform/api/server';

/**
 * A questionnaire (GET /main/questionnaire/survey/{id}; id is a uuid, a slug or `current`), cached
 * for 5 minutes. null when there is no such survey; other failures throw (the page degrades).
 */
export const getSurvey = cachedGetter(
  'survey',
  'main',
  { tags: ['surveys'], revalidate: 300 },
  async (id: string): Promise<Survey | null> => {
    const path = `/questionnaire/survey/${encodeURIComponent(id)}`;
    try {
      const response = await serverClient('main').get(path);
      return parseContract(surveySchema, response.data, path);
    } catch (error) {
      if (isApiError(error) && error.status === 404) return null;
      throw error;
    }
  },
);

export type SurveyLoad =
  { state: 'ok'; survey: Survey } | { state: 'not-found' } | { state: 'failed' };

/** The survey or why there is none; never throws (a content page must not crash). */
export async function loadSurvey(id: string): Promise<SurveyLoad> {
  try {
    const survey = await getSurvey(id);
    return survey ? { state: 'ok', survey } : { state: 'not-found' };
  } catch {
    return { state: 'failed' };
  }
}
