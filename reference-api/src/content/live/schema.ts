/** Tables of the live content (issue 6); migration entry in db/migrations.ts. */
export const LIVE_SCHEMA = `
-- filled by issue 6
`;
