import { describe, expect, it } from 'vitest';

import type { Rng } from '../seed/prng';
import { productDescription, type NameParts } from '../seed/product-text';

import { helpPages } from './pages/seed-help';
import { PUBLIC_OFFER } from './rules/documents/public-offer';
import { FAQ_ITEMS } from './rules/faq-items';
import { WARRANTY_MONTHS } from './warranty';

/** Every warranty term in months a text states («гарантия 6 месяцев», «Гарантийный срок … — 6 месяцев»). */
function warrantyTerms(text: string): number[] {
  return [...text.matchAll(/гаранти[^.<]*?(\d+)\s+месяц/gi)].map((match) => Number(match[1]));
}

/** A PRNG that always picks the warranty sentence of the product texts' service lines. */
const warrantyPick: Rng = {
  next: () => 0,
  int: (min) => min,
  pick: <T>(items: readonly T[]) =>
    items.find((item) => typeof item === 'string' && /гаранти/i.test(item)) ?? items[0]!,
  weighted: (items) => items[0]![0],
  chance: () => false,
  uuid: () => '00000000-0000-4000-8000-000000000000',
};

describe('the warranty term is one number everywhere', () => {
  it('the offer states it', () => {
    expect(warrantyTerms(PUBLIC_OFFER.html)).toEqual([WARRANTY_MONTHS]);
  });

  it('the product texts, the FAQ and /guarantee/ say the same', () => {
    const product = productDescription({ nominal: 5000 } as NameParts, null, warrantyPick);
    const guarantee = helpPages().find((page) => page.slug === 'guarantee');
    const texts = {
      product,
      faq: FAQ_ITEMS.map((item) => item.answer).join(' '),
      guarantee: JSON.stringify(guarantee),
    };
    for (const [where, text] of Object.entries(texts)) {
      const terms = warrantyTerms(text);
      expect(terms.length, where).toBeGreaterThan(0);
      expect(new Set(terms), where).toEqual(new Set([WARRANTY_MONTHS]));
    }
  });
});
