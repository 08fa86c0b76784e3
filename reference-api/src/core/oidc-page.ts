import type { OidcType } from '../../../lib/api/contracts/auth';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const PROVIDERS: Record<OidcType, { title: string; name: string; email: string }> = {
  gid: { title: 'Госуслуги (демо)', name: 'Иван Петров', email: 'gid.user@zoloto.test' },
  tid: { title: 'T-ID (демо)', name: 'Татьяна Смирнова', email: 'tid.user@zoloto.test' },
};

/**
 * A stand-in for the external identity provider: the person confirms (and may change) the name
 * and e-mail it reports, «Войти» returns to the storefront with a code, «Отмена» with an error.
 */
export function providerPage(type: OidcType, state: string, redirectUri: string): string {
  const provider = PROVIDERS[type];
  const cancel = new URL(redirectUri);
  cancel.searchParams.set('error', 'access_denied');
  cancel.searchParams.set('state', state);
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><title>Вход через ${escape(provider.title)}</title>
<style>body{font-family:sans-serif;max-width:26rem;margin:4rem auto}label{display:block;margin:.8rem 0}input{display:block;width:100%;font-size:1rem;padding:.4rem}button{font-size:1rem;padding:.6rem 1.4rem;margin-right:1rem}</style>
</head><body>
<h1>Вход через ${escape(provider.title)}</h1>
<p>Магазин запрашивает ваше имя и адрес почты.</p>
<form method="post" action="/core/oidc/provider/authorize">
<input type="hidden" name="type" value="${escape(type)}">
<input type="hidden" name="state" value="${escape(state)}">
<label>Имя <input name="name" value="${escape(provider.name)}" maxlength="100"></label>
<label>Почта <input name="email" type="email" value="${escape(provider.email)}" maxlength="254"></label>
<button type="submit">Войти</button><a href="${escape(cancel.toString())}">Отмена</a>
</form>
</body></html>`;
}
