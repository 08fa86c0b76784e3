import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import type { OidcType } from '@/lib/platform/api/contracts/auth';
import {
  oidcRedirectResponseSchema,
  oidcUserInfoResponseSchema,
} from '@/lib/platform/api/contracts/core';

/** GET /core/oidc-{type}-get-redirect-url: where the provider's login page is. */
export async function getOidcRedirectUrl(type: OidcType, redirectUri: string): Promise<string> {
  const path = `/oidc-${type}-get-redirect-url`;
  const response = await browserClient('core').get(path, {
    params: { redirect_uri: redirectUri },
    silent: true,
  });
  return parseContract(oidcRedirectResponseSchema, response.data, path).redirect_url;
}

/** POST /core/oidc-{type}-get-user-info: the provider's code and state → a one-use token. */
export async function exchangeOidcCode(
  type: OidcType,
  body: { code: string; state: string },
): Promise<string> {
  const path = `/oidc-${type}-get-user-info`;
  const response = await browserClient('core').post(path, body, { silent: true });
  return parseContract(oidcUserInfoResponseSchema, response.data, path).token;
}
