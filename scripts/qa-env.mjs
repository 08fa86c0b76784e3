// `npm run start:qa`: the store and the reference API as `npm start` runs them, with the sign-in
// limits a QA suite signing in dozens of times from one machine needs (docs/testing.md). The
// defaults stay what every other start gets. A variable already set (in the environment or .env)
// is kept; the one-time code is made for this run unless REFERENCE_OTP_CODE is set, and printed.
import { randomInt } from 'node:crypto';

/** The raised limits: a suite of a few hundred sign-ins an hour from one address and phone. */
export const QA_LIMITS = {
  REFERENCE_OTP_PHONE_LIMIT: '1000',
  REFERENCE_OTP_CLIENT_LIMIT: '1000',
  REFERENCE_OTP_GLOBAL_PER_MINUTE: '1000',
  REFERENCE_LOGIN_CLIENT_LIMIT: '1000',
};

/** The variables start:qa sets: each given one kept, the rest raised; a code of six digits. */
export function qaEnvironment(env, pick = () => randomInt(100_000, 1_000_000)) {
  const given = (name) => env[name]?.trim() || undefined;
  return {
    ...Object.fromEntries(
      Object.entries(QA_LIMITS).map(([name, value]) => [name, given(name) ?? value]),
    ),
    REFERENCE_OTP_CODE: given('REFERENCE_OTP_CODE') ?? String(pick()),
  };
}
