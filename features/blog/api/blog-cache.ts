/** Cache policy of every blog getter: revalidated every 5 minutes or at once by the 'blog' tag. */
export const BLOG_CACHE = { tags: ['blog'], revalidate: 300 } as const;
