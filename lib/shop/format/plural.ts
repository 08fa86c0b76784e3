const rules = new Intl.PluralRules('ru-RU');

export type RuForms = { one: string; few: string; many: string };

/** Russian plural form for a count: pluralRu(5, {one:'товар', few:'товара', many:'товаров'}). */
export function pluralRu(count: number, forms: RuForms): string {
  const category = rules.select(Math.abs(Math.trunc(count)));
  if (category === 'one') return forms.one;
  if (category === 'few') return forms.few;
  return forms.many;
}

export const PRODUCT_FORMS: RuForms = { one: 'товар', few: 'товара', many: 'товаров' };

/** «1 товар», «2 товара», «5 товаров». */
export function productCount(count: number): string {
  return `${count} ${pluralRu(count, PRODUCT_FORMS)}`;
}
