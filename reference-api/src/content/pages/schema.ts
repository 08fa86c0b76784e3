/** Tables of the pages content (issue 6); migration entry in db/migrations.ts. */
export const PAGES_SCHEMA = `
-- filled by issue 6
`;
