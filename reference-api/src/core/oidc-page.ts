import type { OidcType } from '../../../lib/platform/api/contracts/auth';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const TITLES: Record<OidcType, string> = {
  gid: 'Госуслуги (демо)',
  tid: 'T-ID (демо)',
};

export type ProviderPageState = {
  /** Why the last «Войти» was refused (a wrong pair, a lock). */
  error?: string;
  /** The e-mail typed last time, kept in its field. */
  email?: string;
};

/**
 * A stand-in for the external identity provider (only with REFERENCE_OIDC_STANDIN=1): the person
 * signs in with the e-mail and password of an existing customer — a real provider authenticates
 * too, it never takes whatever identity is typed. «Войти» returns to the storefront with a code,
 * «Отмена» with an error.
 */
export function providerPage(
  type: OidcType,
  state: string,
  redirectUri: string,
  shown: ProviderPageState = {},
): string {
  const title = TITLES[type];
  const cancel = new URL(redirectUri);
  cancel.searchParams.set('error', 'access_denied');
  cancel.searchParams.set('state', state);
  const error = shown.error ? `<p role="alert">${escape(shown.error)}</p>\n` : '';
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Вход через ${escape(title)}</title>
<style>body{font-family:sans-serif;max-width:26rem;margin:4rem auto}label{display:block;margin:.8rem 0}input{display:block;width:100%;font-size:1rem;padding:.4rem}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:1rem}[role=alert]{color:#b00020}</style>
</head><body>
<h1>Вход через ${escape(title)}</h1>
<p>Войдите с e-mail и паролем вашей учётной записи магазина.</p>
${error}<form method="post" action="/core/oidc/provider/authorize">
<input type="hidden" name="type" value="${escape(type)}">
<input type="hidden" name="state" value="${escape(state)}">
<label>E-mail <input name="email" type="email" value="${escape(shown.email ?? '')}" maxlength="254" autocomplete="username" required></label>
<label>Пароль <input name="password" type="password" maxlength="128" autocomplete="current-password" required></label>
<button type="submit">Войти</button><a href="${escape(cancel.toString())}">Отмена</a>
</form>
</body></html>`;
}
