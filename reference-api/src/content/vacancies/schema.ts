/** Tables of the vacancies content (issue 6); migration entry in db/migrations.ts. */
export const VACANCIES_SCHEMA = `
-- filled by issue 6
`;
