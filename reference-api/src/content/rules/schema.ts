/** Tables of the rules content (issue 6); migration entry in db/migrations.ts. */
export const RULES_SCHEMA = `
-- filled by issue 6
`;
