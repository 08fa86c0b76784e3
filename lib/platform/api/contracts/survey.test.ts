import { describe, expect, it } from 'vitest';

import { validateAnswers, type SurveyQuestion } from './survey';

const q = (id: string, type: SurveyQuestion['type'], extra: Partial<SurveyQuestion> = {}) => ({
  id,
  type,
  text: id,
  required: true,
  ...extra,
});
const OPTIONS = [
  { id: 'a', text: 'A' },
  { id: 'b', text: 'B' },
];
const QUESTIONS: SurveyQuestion[] = [
  q('single', 'single', { options: OPTIONS }),
  q('multiple', 'multiple', { options: OPTIONS }),
  q('rating', 'rating'),
  q('nps', 'nps'),
  q('text', 'text', { max_length: 5 }),
  q('optional', 'text', { required: false }),
];

describe('validateAnswers', () => {
  it('requires every required answer; blanks and empty lists count as missing', () => {
    expect(validateAnswers(QUESTIONS, { text: '   ', multiple: [] })).toEqual({
      single: 'Обязательное поле',
      multiple: 'Обязательное поле',
      rating: 'Обязательное поле',
      nps: 'Обязательное поле',
      text: 'Обязательное поле',
    });
  });

  it('checks options, score ranges and length', () => {
    expect(
      validateAnswers(QUESTIONS, {
        single: 'z',
        multiple: ['a', 'z'],
        rating: 0,
        nps: 10.5,
        text: 'слишком длинно',
        optional: 7,
      }),
    ).toEqual({
      single: 'Выберите вариант из списка',
      multiple: 'Выберите вариант из списка',
      rating: 'Поставьте оценку от 1 до 5',
      nps: 'Поставьте оценку от 0 до 10',
      text: 'Не более 5 символов',
      optional: 'Ответ должен быть текстом',
    });
  });

  it('accepts valid answers, including an NPS of 0', () => {
    expect(
      validateAnswers(QUESTIONS, {
        single: 'a',
        multiple: ['a', 'b'],
        rating: 5,
        nps: 0,
        text: ' да ',
      }),
    ).toEqual({});
  });
});
