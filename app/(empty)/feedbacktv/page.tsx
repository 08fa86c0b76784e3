import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { loadSurvey } from '@/features/quiz/api/get-survey';
import { SurveyUnavailable } from '@/features/quiz/components/survey-unavailable';
import { TvSurveyForm } from '@/features/quiz/components/tv-survey-form';

export const metadata = staticMetadata('/feedbacktv/');

/** The TV survey «Оценка эфира» (empty layout: it opens from the TV channel's QR code). */
export default async function Page() {
  const load = await loadSurvey('tv');
  return (
    <StaticPage path="/feedbacktv/">
      {load.state === 'ok' ? (
        <TvSurveyForm survey={load.survey} />
      ) : (
        <SurveyUnavailable reason={load.state} />
      )}
    </StaticPage>
  );
}
