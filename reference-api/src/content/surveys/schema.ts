/** Tables of the surveys content (issue 6); migration entry in db/migrations.ts. */
export const SURVEYS_SCHEMA = `
-- filled by issue 6
`;
