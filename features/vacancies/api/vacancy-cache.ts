/** Cache policy of the vacancy getters: vacancies change a few times a week. */
export const VACANCIES_CACHE = { tags: ['vacancies'], revalidate: 300 } as const;
