'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

import { AUTH_MESSAGES, OIDC_TYPES, type OidcType } from '@/lib/platform/api/contracts/auth';
import { isApiError } from '@/lib/platform/api/errors';
import { readStorage, writeStorage } from '@/lib/platform/browser-session';
import { safeReturnPath } from '@/lib/platform/safe-redirect';
import { notify } from '@/lib/platform/toast';
import { STORAGE_KEYS } from '@/lib/shop/constants';

import { completeOidcLogin } from '../api/login-flow';
import { exchangeOidcCode } from '../api/oidc';

type OidcReturnProps = { type: string | null; code: string | null; state: string | null };

/** A provider's code is single use: a second effect run (Strict Mode, remount) must not spend it. */
const spent = new Set<string>();

const isOidcType = (value: string | null): value is OidcType =>
  (OIDC_TYPES as readonly string[]).includes(value ?? '');

/**
 * The return of an external sign-in at /oidc/{type}/ (spec 4): code and state → the core
 * service's token → POST /main/auth/oidc → the usual success path, then back to the saved
 * same-site path. An unknown type, a missing code or token or any refusal: a warning toast
 * («Authorization failed» unless the server said more) and the home page.
 */
export function OidcReturn({ type, code, state }: OidcReturnProps) {
  const router = useRouter();
  useEffect(() => {
    const fail = (error?: unknown) => {
      const message =
        isApiError(error) && error.code && error.status !== 429
          ? error.message
          : AUTH_MESSAGES.unknownAuthType;
      notify.warning(message, { toastId: 'oidc-failed' });
      writeStorage(STORAGE_KEYS.oidcLastPath, null);
      router.replace('/');
    };
    if (!isOidcType(type) || !code || !state) return fail();
    if (spent.has(code)) return;
    spent.add(code);
    void (async () => {
      try {
        const token = await exchangeOidcCode(type, { code, state });
        if (!token) return fail();
        await completeOidcLogin(type, token);
      } catch (error) {
        return fail(error);
      }
      const back = safeReturnPath(readStorage(STORAGE_KEYS.oidcLastPath));
      writeStorage(STORAGE_KEYS.oidcLastPath, null);
      // a full load: the whole page starts again as the signed-in customer (spec 4 «reload»)
      window.location.replace(back);
    })();
  }, [type, code, state, router]);
  return (
    <p role="status" aria-live="polite">
      Выполняем вход…
    </p>
  );
}
