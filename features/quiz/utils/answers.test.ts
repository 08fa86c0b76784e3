import { describe, expect, it } from 'vitest';

import type { SurveyQuestion } from '@/lib/platform/api/contracts/survey';

import { answerErrors, toAnswers } from './answers';

const QUESTIONS: SurveyQuestion[] = [
  { id: 'one', type: 'single', text: '', required: true, options: [] },
  { id: 'many', type: 'multiple', text: '', required: true, options: [] },
  { id: 'score', type: 'nps', text: '', required: true },
  { id: 'note', type: 'text', text: '', required: false },
];

describe('form answers', () => {
  it('turns form values into API answers', () => {
    expect(toAnswers(QUESTIONS, { one: 'a', many: 'b', score: '0', note: ' x ' })).toEqual({
      one: 'a',
      many: ['b'],
      score: 0,
      note: 'x',
    });
    expect(toAnswers(QUESTIONS, { one: null, many: false, score: null })).toEqual({
      one: null,
      many: [],
      score: null,
      note: null,
    });
  });

  it('picks per-question messages out of a 422 body', () => {
    expect(answerErrors({ 'answers.one': ['Обязательное поле'], survey_id: ['x'] })).toEqual({
      one: 'Обязательное поле',
    });
  });
});
