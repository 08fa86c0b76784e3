/** Cache policy of the rules documents and the FAQ: editors' changes show within 5 minutes. */
export const RULES_CACHE = { tags: ['rules'], revalidate: 300 } as const;
