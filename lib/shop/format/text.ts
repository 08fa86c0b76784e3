import { PRODUCT_NAME_CUT } from '@/lib/shop/constants';

/** Cuts a product name to 50 characters plus «…» (spec 3, recommended products). */
export function cutName(name: string, max: number = PRODUCT_NAME_CUT): string {
  const chars = Array.from(name);
  if (chars.length <= max) return name;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/**
 * The first `max` characters of a text, cut at a word with «…» (meta descriptions: a
 * cut in the middle of a word reads as a typo in search results).
 */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  // the cut falls between words: keep the last one whole; else drop the word it splits
  const atWord = /\s/.test(text.charAt(max - 1));
  const lastSpace = cut.lastIndexOf(' ');
  const kept = atWord || lastSpace <= max / 2 ? cut : cut.slice(0, lastSpace);
  return `${kept.replace(/[\s,.;:—–-]+$/, '')}…`;
}
