import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { loadSurvey } from '@/features/quiz/api/get-survey';
import { SurveyForm } from '@/features/quiz/components/survey-form';
import { SurveyUnavailable } from '@/features/quiz/components/survey-unavailable';

export const metadata = staticMetadata('/quiz/');

type PageProps = { searchParams: Promise<{ id?: string | string[] }> };

/** A questionnaire by id (`?id=<uuid>`), the current customer quiz when none is given. */
export default async function Page({ searchParams }: PageProps) {
  const { id } = await searchParams;
  const surveyId = (Array.isArray(id) ? id[0] : id)?.trim() || 'current';
  const load = await loadSurvey(surveyId);
  return (
    <StaticPage path="/quiz/">
      {load.state === 'ok' ? (
        <SurveyForm key={load.survey.uuid} survey={load.survey} />
      ) : (
        <SurveyUnavailable reason={load.state} />
      )}
    </StaticPage>
  );
}
