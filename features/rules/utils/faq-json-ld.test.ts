import { describe, expect, it } from 'vitest';

import { faqPageJsonLd } from './faq-json-ld';
import { groupFaq } from './group-faq';

const items = [
  {
    id: 1,
    section: 'Заказ',
    question: 'Как оформить заказ?',
    answer: '<p>Нажмите <a href="/cart/">«Оформить заказ»</a>.</p>',
  },
  {
    id: 2,
    section: 'Доставка',
    question: 'Сколько хранится заказ?',
    answer: '<p>7&nbsp;дней.</p>',
  },
  {
    id: 3,
    section: 'Заказ',
    question: 'Можно ли отменить?',
    answer: '<ul><li>Да</li><li>позвоните</li></ul>',
  },
];

describe('faqPageJsonLd', () => {
  it('lists every question with its answer as plain text', () => {
    expect(faqPageJsonLd(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'Как оформить заказ?',
          acceptedAnswer: { '@type': 'Answer', text: 'Нажмите «Оформить заказ».' },
        },
        {
          '@type': 'Question',
          name: 'Сколько хранится заказ?',
          acceptedAnswer: { '@type': 'Answer', text: '7 дней.' },
        },
        {
          '@type': 'Question',
          name: 'Можно ли отменить?',
          acceptedAnswer: { '@type': 'Answer', text: 'Да позвоните' },
        },
      ],
    });
  });
});

describe('groupFaq', () => {
  it('groups questions by section in the order sections first appear', () => {
    expect(
      groupFaq(items).map((section) => [section.title, section.items.map((i) => i.id)]),
    ).toEqual([
      ['Заказ', [1, 3]],
      ['Доставка', [2]],
    ]);
  });
});
