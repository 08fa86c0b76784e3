import { browserClient } from '@/lib/platform/api/browser';
import { parseContract } from '@/lib/platform/api/client';
import {
  loginResponseSchema,
  type LoginBody,
  type LoginResponse,
  type OidcLoginBody,
} from '@/lib/platform/api/contracts/auth';

/** POST /main/auth/login by phone code or by e-mail and password. A new phone signs up. */
export async function login(body: LoginBody): Promise<LoginResponse> {
  const response = await browserClient('main').post('/auth/login', body, { silent: true });
  return parseContract(loginResponseSchema, response.data, '/auth/login');
}

/** POST /main/auth/oidc with the external identity's token (type gid is sent as 'gas'). */
export async function oidcLogin(body: OidcLoginBody): Promise<LoginResponse> {
  const response = await browserClient('main').post('/auth/oidc', body, { silent: true });
  return parseContract(loginResponseSchema, response.data, '/auth/oidc');
}
