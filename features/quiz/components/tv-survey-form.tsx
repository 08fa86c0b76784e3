'use client';

import { useState } from 'react';

import type { Survey, SurveyQuestion } from '@/lib/platform/api/contracts/survey';
import { notify } from '@/lib/platform/toast';

import { useSaveTvNps } from '../api/save-tv-nps';
import { useSendTvSurvey } from '../api/send-survey';

import { Questionnaire } from './questionnaire';

export const NPS_SAVE_FAILED =
  'Не удалось сохранить оценку. Она будет отправлена вместе с опросом.';

type TvSurveyFormProps = { survey: Survey };

/** The TV survey: the NPS score is saved the moment it is picked, the rest on send. */
export function TvSurveyForm({ survey }: TvSurveyFormProps) {
  const [sessionId] = useState(newSessionId);
  const saveNps = useSaveTvNps();
  const send = useSendTvSurvey();

  const onAnswer = (question: SurveyQuestion, value: string) => {
    if (question.type !== 'nps' || value === '') return;
    saveNps.mutate(
      { score: Number(value), session_id: sessionId },
      { onError: () => notify.warning(NPS_SAVE_FAILED) },
    );
  };

  return (
    <Questionnaire
      survey={survey}
      onAnswer={onAnswer}
      onSend={(answers) => send.mutateAsync({ answers, session_id: sessionId })}
      afterSend={<p>Ваше мнение поможет сделать эфир лучше.</p>}
    />
  );
}

/** randomUUID exists only in secure contexts; a plain-http preview still needs an id. */
function newSessionId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}
