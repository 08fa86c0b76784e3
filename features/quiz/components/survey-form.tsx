'use client';

import { AppLink } from '@/components/ui/app-link';
import type { Survey } from '@/lib/platform/api/contracts/survey';

import { useSendSurvey } from '../api/send-survey';

import { Questionnaire } from './questionnaire';

type SurveyFormProps = { survey: Survey; order?: string };

/** A quiz or the purchase feedback survey, sent with POST /main/survey/send. */
export function SurveyForm({ survey, order }: SurveyFormProps) {
  const send = useSendSurvey();
  return (
    <Questionnaire
      survey={survey}
      onSend={(answers) =>
        send.mutateAsync({ survey_id: survey.uuid, answers, ...(order ? { order } : {}) })
      }
      afterSend={<AppLink href="/">Вернуться в магазин</AppLink>}
    />
  );
}
