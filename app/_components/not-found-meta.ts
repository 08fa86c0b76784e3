/** The 404's title (spec 2.5) and its robots rule: noindex, links still followed. */
export const NOT_FOUND_TITLE = 'Страница не найдена';
export const NOT_FOUND_ROBOTS = { index: false, follow: true } as const;
