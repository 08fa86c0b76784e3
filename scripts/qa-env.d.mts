export const QA_LIMITS: Record<string, string>;

/** The variables `npm run start:qa` sets; see scripts/qa-env.mjs. */
export function qaEnvironment(
  env: Record<string, string | undefined>,
  pick?: () => number,
): Record<string, string>;
