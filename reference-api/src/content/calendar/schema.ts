/** Tables of the calendar content (issue 6); migration entry in db/migrations.ts. */
export const CALENDAR_SCHEMA = `
-- filled by issue 6
`;
