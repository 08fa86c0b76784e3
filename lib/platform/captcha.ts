/**
 * The captcha token the sign-in and subscription calls send (`recaptcha_token`).
 *
 * With a reCAPTCHA v3 site key configured and its script loaded (`window.grecaptcha`), a real
 * token is requested for the action. Without a site key — development, tests and this offline
 * build, which may load no third-party script — a fixed local token is sent instead; the bundled
 * reference API accepts any token but an empty one or the word `invalid`. A production back end
 * that verifies tokens will refuse the local one with «Ошибка капчи», which is the intended
 * signal that the site key is missing.
 */
export const LOCAL_CAPTCHA_TOKEN = 'local-captcha-token';

type Grecaptcha = {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
};

export async function getCaptchaToken(action: string, siteKey?: string | null): Promise<string> {
  if (!siteKey) return LOCAL_CAPTCHA_TOKEN;
  const grecaptcha =
    typeof window === 'undefined'
      ? undefined
      : (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
  // A key without the script (blocked, not yet loaded): an empty token, which the API refuses
  // with its captcha message rather than the store pretending to have passed the check.
  if (!grecaptcha) return '';
  await new Promise<void>((resolve) => grecaptcha.ready(resolve));
  return grecaptcha.execute(siteKey, { action });
}
