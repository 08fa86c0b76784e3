/** Tables of the blog content (issue 6); migration entry in db/migrations.ts. */
export const BLOG_SCHEMA = `
-- filled by issue 6
`;
