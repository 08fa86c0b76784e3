/**
 * The list names the store reports (`item_list_name`), one place for marketers to look up
 * (docs/analytics.md). Russian, as the shoppers see the lists.
 */
export const SEARCH_LIST = 'Результаты поиска';
export const FAVORITES_LIST = 'Избранное';
/** The products under the header search field. */
export const SEARCH_SUGGESTIONS_LIST = 'Поиск: подсказки';
/** The products a shopper opened on this device (features/recently-viewed). */
export const RECENTLY_VIEWED_LIST = 'Вы смотрели';
/** The products of a gift hint link (/hint/). */
export const GIFT_HINT_LIST = 'Намёк на подарок';

/** «Каталог» or «Каталог / Кольца / Обручальные кольца» (the category path, root first). */
export function catalogListName(path: readonly string[]): string {
  return ['Каталог', ...path].join(' / ');
}

export function collectionListName(name: string): string {
  return `Коллекция / ${name}`;
}

/** A landing page's product block. */
export function landingListName(title: string): string {
  return `Лендинг / ${title}`;
}

const SLIDERS: Record<string, string> = {
  similar: 'Похожие товары',
  popular: 'Популярные товары',
  personal: 'Персональные рекомендации',
  'popular-in-category': 'Популярное в категории',
  recent: RECENTLY_VIEWED_LIST,
};

/** A slider by its type (a CMS block is a landing block); its title when the type is unknown. */
export function sliderListName(type: string | undefined, title: string): string {
  if (type === 'cms') return landingListName(title);
  return (type && SLIDERS[type]) || `Подборка / ${title}`;
}
