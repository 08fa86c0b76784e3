import { StaticPage, staticMetadata } from '@/app/_components/static-page';
import { loadSurvey } from '@/features/quiz/api/get-survey';
import { SurveyForm } from '@/features/quiz/components/survey-form';
import { SurveyUnavailable } from '@/features/quiz/components/survey-unavailable';

export const metadata = staticMetadata('/feedback/');

type PageProps = { searchParams: Promise<{ order?: string | string[] }> };

const ORDER_PATTERN = /^[\w-]{1,64}$/;

/** The purchase feedback survey; `?order=` ties the answers to an order (from the e-mail link). */
export default async function Page({ searchParams }: PageProps) {
  const { order } = await searchParams;
  const raw = Array.isArray(order) ? order[0] : order;
  const orderId = raw && ORDER_PATTERN.test(raw) ? raw : undefined;
  const load = await loadSurvey('feedback');
  return (
    <StaticPage path="/feedback/">
      {orderId && <p>Заказ № {orderId}</p>}
      {load.state === 'ok' ? (
        <SurveyForm survey={load.survey} order={orderId} />
      ) : (
        <SurveyUnavailable reason={load.state} />
      )}
    </StaticPage>
  );
}
