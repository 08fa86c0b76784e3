const MAP: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'c',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

/** Russian → Latin slug in the store's style (ц → c, я → ia: «Акция» → `akciia`). */
export function slugify(text: string): string {
  const latin = [...text.toLowerCase()].map((char) => MAP[char] ?? char).join('');
  return latin.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** Normalises text for search: lower case and ё → е, as shoppers rarely type ё. */
export function searchKey(text: string): string {
  return text.toLowerCase().replace(/ё/g, 'е');
}
