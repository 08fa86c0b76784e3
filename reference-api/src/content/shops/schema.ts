/** Tables of the shops content (issue 6); migration entry in db/migrations.ts. */
export const SHOPS_SCHEMA = `
-- filled by issue 6
`;
