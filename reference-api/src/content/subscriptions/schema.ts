/** Tables of the subscriptions content (issue 6); migration entry in db/migrations.ts. */
export const SUBSCRIPTIONS_SCHEMA = `
-- filled by issue 6
`;
