import { MSG } from './validation/messages';

/*
 * Engraving of wedding rings: the rules the product page, the cart service and the order share.
 * The banner's promise («Гравировка в подарок при покупке пары») is the back end's price rule; the
 * store shows the price each line answers.
 */

/** The category whose rings can be engraved (its slug, as the catalogue names it). */
export const ENGRAVING_CATEGORY_SLUG = 'obruchalnye-kolca';

export const ENGRAVING_MAX_LENGTH = 25;

/** The two fonts, as sent and as shown. */
export const ENGRAVING_FONTS = ['classic', 'script'] as const;
export type EngravingFont = (typeof ENGRAVING_FONTS)[number];
export const ENGRAVING_FONT_LABELS: Record<EngravingFont, string> = {
  classic: 'Классический',
  script: 'Рукописный',
};

/** Cyrillic, Latin, digits, space and ♥ ∞ & . , - — what the workshop can cut. */
export const ENGRAVING_ALLOWED = /^[A-Za-zА-Яа-яЁё0-9 ♥∞&.,-]*$/u;

export const ENGRAVING_MESSAGES = {
  badCharacter: 'Недопустимый символ',
  tooLong: MSG.max(ENGRAVING_MAX_LENGTH),
  empty: 'Введите текст гравировки',
} as const;

/** What is wrong with an engraving's text, or null (the text as typed; spaces at the ends don't count). */
export function engravingProblem(text: string): string | null {
  const trimmed = text.trim();
  if (!trimmed) return ENGRAVING_MESSAGES.empty;
  if (!ENGRAVING_ALLOWED.test(trimmed)) return ENGRAVING_MESSAGES.badCharacter;
  if ([...trimmed].length > ENGRAVING_MAX_LENGTH) return ENGRAVING_MESSAGES.tooLong;
  return null;
}

/** An engraved ring is made to order: a consumer may not return it (individually made goods). */
export const ENGRAVING_NO_RETURN =
  'Изделие с гравировкой изготавливается на заказ и не подлежит возврату';

/** Whether a product of these categories can be engraved (wedding rings). */
export function isEngravable(categories: readonly { slug: string }[]): boolean {
  return categories.some((category) => category.slug === ENGRAVING_CATEGORY_SLUG);
}

/** «Гравировка: «Навсегда» · Рукописный» — how a line names its engraving. */
export function engravingLabel(engraving: { text: string; font: EngravingFont }): string {
  return `Гравировка: «${engraving.text}» · ${ENGRAVING_FONT_LABELS[engraving.font]}`;
}
